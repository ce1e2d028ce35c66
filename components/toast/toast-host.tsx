"use client";

import { useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "@/lib/site";
import { TOAST_EVENT, type ToastMessage } from "@/lib/toast";

type Sonner = typeof import("sonner");

/**
 * The one toast region of the site (sonner): 5000 ms, one toast at a time, F8 focuses it.
 * The library is fetched when the first toast is requested.
 */
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const [queue, setQueue] = useState<ToastMessage[]>([]);

  useEffect(() => {
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<ToastMessage>).detail;
      setQueue((pending) => [...pending, message]);
      void import("sonner").then((module) => setSonner(() => module));
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // Runs after the Toaster below has mounted and subscribed, so no message is dropped.
  useEffect(() => {
    if (!sonner || queue.length === 0) return;
    for (const { title, description } of queue) sonner.toast.success(title, { description });
    setQueue([]);
  }, [sonner, queue]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      hotkey={["F8"]}
      containerAriaLabel="Notifications"
      closeButton
      toastOptions={{ className: "site-toast" }}
    />
  );
}
