import type { ReactNode } from "react";
import styled from "styled-components";
import { ExternalLink } from "@/components/ui/external-link";
import { Section } from "@/components/ui/section";
import { getPeople } from "@/lib/content";
import { fill, ui, wordsOf, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

const List = styled.dl`
  display: grid;
  gap: var(--space-3);
  margin: 0;

  & div {
    display: grid;
    gap: var(--space-1);
  }

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
  }
`;

const Report = styled.p`
  margin-top: var(--space-5);
`;

/** The board as /donate names it: People whose kind is board member. */
export const boardMembers = (locale: Locale) => getPeople(locale).filter((person) => person.kind === "board");

/**
 * Who a donor is giving to, from Site facts only (content/site.yaml: donor) and the board from People: each line
 * only when it is set, and one honest line while none is. Nothing here is ever filled in by the code.
 */
export function DonorProof({ locale }: { locale: Locale }) {
  const words = wordsOf("donate", locale);
  const donor = site.donor ?? {};
  const board = boardMembers(locale);
  const rows: [string, ReactNode][] = [
    ...(donor.legalName ? [[words.legalName, donor.legalName] as [string, string]] : []),
    ...(donor.taxStatus ? [[words.taxStatus, donor.taxStatus] as [string, string]] : []),
    ...(donor.ein ? [[words.ein, donor.ein] as [string, string]] : []),
    ...(board.length ? [[words.board, board.map((person) => person.name).join(", ")] as [string, string]] : []),
  ];
  const report = donor.report;
  if (!rows.length && !report) {
    return (
      <Section id="proof" eyebrow={words.proofEyebrow} title={words.proofTitle} narrow>
        <p>{words.proofMissing}</p>
      </Section>
    );
  }
  return (
    <Section id="proof" eyebrow={words.proofEyebrow} title={words.proofTitle} narrow>
      {rows.length > 0 && (
        <List>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </List>
      )}
      {report && (
        <Report>
          <ExternalLink href={report.url} newTab={ui(locale).shell.newTab}>
            {fill(report.kind === "form990" ? words.form990 : words.annualReport, { year: report.year })}
          </ExternalLink>
        </Report>
      )}
    </Section>
  );
}
