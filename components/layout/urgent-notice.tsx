import styled from "styled-components";
import { today } from "@/lib/clock";
import { NOTICE_SCRIPT } from "@/lib/dates-script";
import { ui, type Locale } from "@/lib/i18n";
import { urgentNotice, type Notice } from "@/lib/notice";

/* Dark, so the fixed bar's light links stay readable over it; its top is the bar's height, which sits on it. */
const Bar = styled.aside`
  padding: calc(var(--nav-height) + var(--space-3)) var(--space-5) var(--space-4);
  background: var(--color-terracotta);
  color: #fff;
  text-align: center;

  & p {
    max-width: 60rem;
    margin: 0 auto;
  }
`;

/**
 * The urgent notice (content/notice.yaml: a closure, a moved circle) at the top of every page, in the page's language,
 * until its end in Florida: the build leaves it out once its last day has passed, and the script right after it hides
 * it on the visitor's clock once its end time has (NOTICE_SCRIPT), so a page read late never shows it.
 */
export function UrgentNotice({ locale, notice = urgentNotice() }: { locale: Locale; notice?: Notice }) {
  if (!notice || notice.endDate < today()) return null;
  return (
    <>
      <Bar aria-labelledby="urgent-notice" data-until={`${notice.endDate} ${notice.endTime}`}>
        <p>
          <strong id="urgent-notice">{ui(locale).notice.label}:</strong>{" "}
          <span>{locale === "es" ? notice.spanishText : notice.text}</span>
        </p>
      </Bar>
      <script dangerouslySetInnerHTML={{ __html: NOTICE_SCRIPT }} />
    </>
  );
}
