"use client";

import { type ComponentType, useEffect, useRef, useState } from "react";
import type { DonationDialogProps, DonationWords } from "@/components/home/donation-dialog";
import { ACTIVE_URGENT_NOTICE, DONATION_POPUP_DELAY_MS, DONATION_POPUP_FLAG } from "@/lib/client-constants";

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

/**
 * The giving-day appeal on the home page: opens once per browser session, 3 s after arrival, unless an urgent notice
 * shows (a bad day is no day for an appeal; the session flag stays unset, so it can open on a later visit).
 *
 * Until then this is only a timer. The dialog's code (Headless UI) is fetched when the timer fires, so it
 * is neither downloaded nor run while the page starts up, and a visitor who has already seen the popup
 * this session never downloads it. If that fetch fails (offline), nothing opens and the session flag stays
 * unset, so the popup can still open on a later visit.
 */
export function DonationPopup({ words, href }: { words: DonationWords; href: string }) {
  const [Dialog, setDialog] = useState<ComponentType<DonationDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const focusedBefore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (alreadyShown() || document.querySelector(ACTIVE_URGENT_NOTICE)) return;
    let active = true;
    const timer = window.setTimeout(() => {
      import("@/components/home/donation-dialog").then(
        ({ DonationDialog }) => {
          if (!active) return;
          markShown();
          focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setDialog(() => DonationDialog);
          setOpen(true);
        },
        () => {
          // The chunk could not be loaded: no popup this time.
        },
      );
    }, DONATION_POPUP_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, []);

  // Closed: focus goes back where it was. Headless UI restores focus only to elements it saw focused after
  // its code loaded, and that code arrives with the dialog. If the visitor clicked something focusable to
  // close it, focus stays there.
  useEffect(() => {
    if (open || !Dialog) return;
    const target = focusedBefore.current;
    focusedBefore.current = null;
    if (target?.isConnected && (document.activeElement === null || document.activeElement === document.body)) {
      target.focus({ preventScroll: true });
    }
  }, [open, Dialog]);

  return Dialog ? <Dialog words={words} href={href} open={open} onClose={() => setOpen(false)} /> : null;
}
