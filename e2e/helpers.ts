import type { Page } from "@playwright/test";
import { openAdminOnLocalRepository as openLocalRepository } from "./local-repository";

/** What the specs share, by concern; each spec imports from here. */
export * from "./site";
export * from "./fixtures";
export * from "./a11y";
export * from "./focus";
export * from "./text-layout";
export { SPEC_ROUTES, SPEC_ROUTES_ES, inSpanish } from "./spec-routes";
export { repositoryFiles } from "./local-repository";

/** /admin on "Work with Local Repository" with a copy of content/ (e2e/local-repository.ts). */
export async function openAdminOnLocalRepository(page: Page): Promise<void> {
  await openLocalRepository(page, "/admin");
}
