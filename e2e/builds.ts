import path from "node:path";

/** Where playwright.config.ts serves out/ (PORT), out-2026-11-24/ (PORT + 1) and out-live/; the Worker's from PORT + 2. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const LIVE_PORT = PORT + 4;
export const LIVE_URL = `http://localhost:${LIVE_PORT}`;
/** `npm run build:live`: the live content, built as on out/'s day, so no check depends on the day it runs. */
export const LIVE_DIR = path.resolve(__dirname, "..", "out-live");
