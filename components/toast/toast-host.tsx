"use client";

import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/client-constants";

/**
 * The toast region (sonner) of a page that can show a toast: 5000 ms, one toast at a time, F8 focuses it.
 * It is rendered with the page, so its labelled live region is there before the first message and
 * screen readers announce that message when it is added. Only the pages that render it load sonner.
 * sonner's own English labels ("Notifications", "Close toast") are replaced by the page's words; the region's name is
 * the page's whole label (it names the key itself), as sonner would otherwise append a bare "F8" to it.
 */
export function ToastHost({ label, close }: { label: string; close: string }) {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      hotkey={["F8"]}
      containerAriaLabel={label}
      customAriaLabel={label}
      closeButton
      toastOptions={{ closeButtonAriaLabel: close }}
    />
  );
}
