import type { BrowserContext, Page } from "@playwright/test";

/**
 * What Sveltia CMS itself loads from elsewhere, which /admin's policy refuses (lib/cms/admin.ts): its fonts from jsDelivr,
 * its update check on unpkg and GitHub's status page. Chromium logs each refusal, and the failed fetch after it.
 */
export const CMS_OWN_CALLS =
  /https:\/\/(cdn\.jsdelivr\.net\/fontsource\/|unpkg\.com\/@sveltia\/cms\/|www\.githubstatus\.com\/)/;

/** Collects the page's console errors and warnings and uncaught exceptions, except the policy's refusals of CMS_OWN_CALLS. */
export function adminConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  const refused = (text: string) => CMS_OWN_CALLS.test(text) && /Content Security Policy/.test(text);
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !refused(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  return problems;
}

/** Keeps a page or context offline: each request for anything but this machine, data: or blob: is refused, and listed. */
export async function offline(target: Page | BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await target.route("**/*", (route) => {
    if (/^(data|blob):|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(route.request().url())) return route.fallback();
    outside.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return outside;
}
