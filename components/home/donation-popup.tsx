"use client";

import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useState } from "react";
import { ExternalLink } from "@/components/ui/external-link";
import { DONATION_POPUP_DELAY_MS, DONATION_POPUP_FLAG, site } from "@/lib/site";

/** True when the popup has already opened in this browser session (or storage is unavailable and it should not nag). */
function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(DONATION_POPUP_FLAG) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    window.sessionStorage.setItem(DONATION_POPUP_FLAG, "1");
  } catch {
    // Storage blocked: the popup still opens at most once per page view.
  }
}

/** The giving-day appeal on the home page: opens once per browser session, 3 s after arrival. */
export function DonationPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => {
      markShown();
      setOpen(true);
    }, DONATION_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => setOpen(false);

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
            us build a retreat center in Central Florida, a sanctuary where anyone can come for ceremony, rest and
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
