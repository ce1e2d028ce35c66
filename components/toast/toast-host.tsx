"use client";

import { useEffect, useRef, useState } from "react";
import { TOAST_DURATION_MS } from "@/lib/shell";
import { TOAST_EVENT, type ToastMessage } from "@/lib/toast";

type Sonner = typeof import("sonner");

const show = (sonner: Sonner, { title, description }: ToastMessage) => sonner.toast.success(title, { description });

/**
 * The one toast region of the site (sonner): 5000 ms, one toast at a time, F8 focuses it.
 * The library is fetched when the first toast is requested.
 */
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const loaded = useRef<Sonner | null>(null);
  const pending = useRef<ToastMessage[]>([]);

  useEffect(() => {
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<ToastMessage>).detail;
      if (loaded.current) return void show(loaded.current, message);
      pending.current.push(message);
      void import("sonner").then((module) => setSonner(() => module));
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // Runs after the Toaster below has mounted and subscribed, so no early message is dropped.
  useEffect(() => {
    if (!sonner) return;
    loaded.current = sonner;
    for (const message of pending.current.splice(0)) show(sonner, message);
  }, [sonner]);

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
