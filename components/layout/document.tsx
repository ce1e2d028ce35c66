import type { ReactNode } from "react";
import { fontVariables } from "@/app/fonts";
import { ui, type Locale } from "@/lib/i18n";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { UrgentNotice } from "./urgent-notice";
import "@/app/globals.css";

/** The whole page around a route's content, in one language: each language's root layout renders it. */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <SkipLink>{ui(locale).shell.skipLink}</SkipLink>
        <UrgentNotice locale={locale} />
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}
