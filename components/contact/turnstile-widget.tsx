"use client";

import Script from "next/script";
import { useEffect, useRef, useState, type RefObject } from "react";
import { TURNSTILE_FIELD } from "@/lib/contact-rules";

/** Cloudflare's script, rendering on request: the widget is drawn into the form once React has drawn the form. */
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** The part of Cloudflare's `window.turnstile` the form uses. */
interface Turnstile {
  render(
    container: HTMLElement,
    options: { sitekey: string; language: string; "response-field-name": string },
  ): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

export interface TurnstileSettings {
  /** The widget's public site key (TURNSTILE_SITE_KEY at build time). */
  siteKey: string;
  /** The page's language, which the widget speaks. */
  language: string;
}

/** A fresh token for the next message: each token is good for one check only. */
export function resetTurnstile(widgetRef: RefObject<string | null>) {
  if (widgetRef.current) window.turnstile?.reset(widgetRef.current);
}

interface TurnstileWidgetProps extends TurnstileSettings {
  /** Holds the widget's id while it is shown. */
  widgetRef: RefObject<string | null>;
  /** Whether the page's script runs: without it the form is the mail app's, with no place kept for a widget. */
  scripted: boolean;
}

/**
 * Cloudflare Turnstile's widget, in the form: it puts its token in the form's TURNSTILE_FIELD, which the Worker has
 * Cloudflare check. The script is named in the page's HTML (preloaded), which tells the build to allow it.
 */
export function TurnstileWidget({ siteKey, language, widgetRef, scripted }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!loaded || !scripted || !container.current || !window.turnstile) return;
    const id = window.turnstile.render(container.current, {
      sitekey: siteKey,
      language,
      "response-field-name": TURNSTILE_FIELD,
    });
    widgetRef.current = id ?? null;
    return () => {
      if (id) window.turnstile?.remove(id);
      widgetRef.current = null;
    };
  }, [loaded, scripted, siteKey, language, widgetRef]);

  return (
    <>
      <Script src={TURNSTILE_SCRIPT} onReady={() => setLoaded(true)} />
      {scripted && <div ref={container} className="contact-form__check" />}
    </>
  );
}
