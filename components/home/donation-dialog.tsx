import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { ExternalLink } from "@/components/ui/external-link";
import { site } from "@/lib/site";

export type DonationDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The giving-day appeal itself: a Headless UI dialog. Loaded by DonationPopup only when it is due,
 * so its code is not part of the home page's start-up.
 */
export function DonationDialog({ open, onClose: close }: DonationDialogProps) {
  return (
    <Dialog open={open} onClose={close} className="donation-dialog">
      <DialogBackdrop className="donation-dialog__backdrop" />
      <div className="donation-dialog__frame">
        <DialogPanel className="donation-dialog__panel">
          <button type="button" className="donation-dialog__close" onClick={close} aria-label="Close">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <p className="donation-dialog__eyebrow">Florida Giving Day 2025</p>
          <DialogTitle className="donation-dialog__title">Help Build Our Sacred Sanctuary</DialogTitle>
          <Description className="donation-dialog__text">
            This statewide giving day, Floridians everywhere are lifting up the causes they love. Your gift today helps
            us build a retreat center in {site.retreatCenter.region}, a sanctuary where anyone can come for ceremony, rest and
            healing, opening in {site.retreatCenter.opening}.
          </Description>
          <div className="donation-dialog__actions">
            <ExternalLink href={site.links.donateShortLink} className="btn btn--primary">
              Donate Now
            </ExternalLink>
            <button type="button" className="btn btn--light" onClick={close}>
              Maybe later
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
