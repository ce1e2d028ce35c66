"use client";

import { useEffect } from "react";
import { DATES_SCRIPT } from "@/lib/dates-script";

/**
 * The script that keeps Dates true on the day the page is read: once per page, after the last Dates. On a full load
 * the browser runs it as the page is parsed. After a client-side navigation React inserts it without running it, so
 * it is run again from here (as a script element: every page's policy allows its hash, scripts/security-headers.mjs);
 * twice on a full load changes nothing.
 */
export function DatesScript() {
  useEffect(() => {
    const script = document.createElement("script");
    script.textContent = DATES_SCRIPT;
    document.body.append(script);
    script.remove();
  }, []);
  return <script dangerouslySetInnerHTML={{ __html: DATES_SCRIPT }} />;
}
