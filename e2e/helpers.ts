/** What the specs share, by concern; each spec imports from here. */
export * from "./site";
export * from "./fixtures";
export * from "./a11y";
export * from "./focus";
export * from "./text-layout";
export * from "./labels";
export { SPEC_ROUTES, SPEC_ROUTES_ES, inSpanish } from "./spec-routes";
export { openAdminOnLocalRepository, repositoryFiles } from "./local-repository";
