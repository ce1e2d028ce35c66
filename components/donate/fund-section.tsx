import styled from "styled-components";
import { fundFigures } from "@/lib/fund";
import type { Locale } from "@/lib/i18n";
import { FundProgress, fundProgressStyle } from "./fund-progress";

const Box = styled.div`
  margin-block: var(--space-6);
  ${fundProgressStyle}
`;

/** The sanctuary fund's progress on a server-rendered page (/donate, /retreat-center); nothing until its figures are set. */
export function FundBox({ locale, id }: { locale: Locale; id: string }) {
  const fund = fundFigures(locale);
  if (!fund) return null;
  return (
    <Box>
      <FundProgress fund={fund} id={id} />
    </Box>
  );
}
