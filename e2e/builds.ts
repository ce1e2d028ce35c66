import path from "node:path";

/**
 * The builds the browser tests read, and where playwright.config.ts serves them: out/ (the test content, on the spec's
 * day) at PORT, out-2026-11-24/ (the test content, a later day) at PORT + 1, and out-live/ (content/ as staff left it)
 * at LIVE_PORT. The Worker's tests use PORT + 2 and up (e2e/worker-settings.ts).
 */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const LIVE_PORT = PORT + 4;
export const LIVE_URL = `http://localhost:${LIVE_PORT}`;
/** `npm run build:live`: the live content, built as on out/'s day, so no check depends on the day it runs. */
export const LIVE_DIR = path.resolve(__dirname, "..", "out-live");
