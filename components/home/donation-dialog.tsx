import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { FundProgress } from "@/components/donate/fund-progress";
import { ExternalLink } from "@/components/ui/external-link";
import type { FundFigures } from "@/lib/fund";

/** The popup's words in the page's language (content/pages/home.yaml: popup), passed from the server. */
export type DonationWords = {
  eyebrow: string;
  title: string;
  text: string;
  donate: string;
  later: string;
  close: string;
  newTab: string;
  /** The sanctuary fund's progress, written out, when its figures are set (lib/fund.ts). */
  fund?: FundFigures;
};

export type DonationDialogProps = {
  words: DonationWords;
  /** The donation page (content/site.yaml: links.donateShortLink), passed from the server so no site facts reach the browser's bundle. */
  href: string;
  open: boolean;
  onClose: () => void;
};

/**
 * The giving-day appeal itself: a Headless UI dialog. Loaded by DonationPopup only when it is due,
 * so its code is not part of the home page's start-up.
 */
export function DonationDialog({ words, href, open, onClose: close }: DonationDialogProps) {
  return (
    <Dialog open={open} onClose={close} className="donation-dialog">
      <DialogBackdrop className="donation-dialog__backdrop" />
      <div className="donation-dialog__frame">
        {/* A dark surface: its focus rings take the colour for dark surfaces (app/globals.css). */}
        <DialogPanel className="donation-dialog__panel" data-tone="dark">
          <button type="button" className="donation-dialog__close" onClick={close} aria-label={words.close}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <p className="donation-dialog__eyebrow">{words.eyebrow}</p>
          <DialogTitle className="donation-dialog__title">{words.title}</DialogTitle>
          <Description className="donation-dialog__text">{words.text}</Description>
          {words.fund && <FundProgress fund={words.fund} id="donation-fund" />}
          <div className="donation-dialog__actions">
            <ExternalLink href={href} className="btn btn--primary" newTab={words.newTab}>
              {words.donate}
            </ExternalLink>
            <button type="button" className="btn btn--light" onClick={close}>
              {words.later}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
