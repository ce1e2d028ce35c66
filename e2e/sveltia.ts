import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

/**
 * What Sveltia CMS itself calls elsewhere, which /admin's policy refuses (lib/cms/admin.ts): its update check on unpkg
 * and GitHub's status page. Chromium logs each refusal, and the failed fetch after it.
 */
export const CMS_OWN_CALLS = /https:\/\/(unpkg\.com\/@sveltia\/cms\/|www\.githubstatus\.com\/)/;

/** The fonts the CMS's @font-face rules load from jsDelivr, which /admin's policy allows. */
export const CMS_FONTS = /^https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\//;

/**
 * A font of the CMS as Fontsource publishes it on npm (devDependencies): the file jsDelivr serves for
 * …/fontsource/fonts/<family>[:vf]@<version>/<file>, or undefined for another address.
 */
function cmsFont(url: string): Buffer | undefined {
  const [, family, variable, file] = /\/fonts\/([\w-]+)(:vf)?@[\d.]+\/([\w-]+\.woff2)$/.exec(url) ?? [];
  if (!family) return undefined;
  const pkg = `@fontsource${variable ? "-variable" : ""}/${family}`;
  // Resolved from the repository's root: this module also runs as an ES module (docs/take-screenshots.mjs).
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  return readFileSync(path.join(path.dirname(resolve(`${pkg}/package.json`)), "files", `${family}-${file}`));
}

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

/**
 * Keeps a page or context offline: each request for anything but this machine, data: or blob: is refused, and listed.
 * The CMS's fonts, which the policy allows from jsDelivr, are answered from node_modules, as jsDelivr would.
 */
export async function offline(target: Page | BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await target.route("**/*", (route) => {
    const url = route.request().url();
    if (/^(data|blob):|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url)) return route.fallback();
    const font = CMS_FONTS.test(url) ? cmsFont(url) : undefined;
    if (font)
      return route.fulfill({ contentType: "font/woff2", body: font, headers: { "access-control-allow-origin": "*" } });
    outside.push(url);
    return route.abort("blockedbyclient");
  });
  return outside;
}
