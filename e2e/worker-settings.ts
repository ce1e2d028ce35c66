/**
 * The settings `wrangler dev` runs the Worker with in the tests (playwright.config.ts), and the specs read back: test
 * secrets, and GitHub time limits shorter than the deployed 10 s and 2 s so the timeout tests wait briefly.
 */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const WORKER_PORT = PORT + 2;
export const STAND_IN_PORT = PORT + 3;
export const GITHUB_TIMEOUT_MS = 1_000;
export const GITHUB_RETRY_PAUSE_MS = 200;
export const CLIENT_ID = "test-client-id";
export const CLIENT_SECRET = "test-client-secret";
export const DISPATCH_TOKEN = "test-dispatch-token";
/** The contact form's inbox and sender (wrangler.jsonc vars CONTACT_TO, CONTACT_FROM) in the tests. */
export const CONTACT_TO = "inbox@example.org";
export const CONTACT_FROM = "website@example.org";

/** `npx wrangler dev` on `assets` with `vars`, offline and quiet, as the tests start it. */
export function wranglerDev(
  port: number,
  vars: Record<string, string>,
  assets = "out",
  inspectorPort = port + 1,
): string[] {
  return [
    "wrangler",
    "dev",
    "--assets",
    assets,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(inspectorPort),
    "--test-scheduled",
    "--log-level",
    "warn",
    ...Object.entries({ GITHUB_TIMEOUT_MS, GITHUB_RETRY_PAUSE_MS, ...vars }).flatMap(([name, value]) => [
      "--var",
      `${name}:${value}`,
    ]),
  ];
}
