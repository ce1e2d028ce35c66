import { spawn } from "node:child_process";
import path from "node:path";
import { PORT } from "./builds";
import { expect, test as base } from "./fixtures";

/**
 * The Worker under `wrangler dev` for the Worker's tests: its settings, which the specs read back (GitHub time limits
 * shorter than the deployed ones, so the timeout tests wait briefly), and the `test` that starts it once per test
 * process as the tests' baseURL. Its specs are named `*worker.spec.ts`: the "worker" project runs them one at a time.
 */
export { PORT };
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
const ROOT = path.resolve(__dirname, "..");

/** `npx wrangler dev` on `assets` with `vars`, offline and quiet, as the tests start it. */
export function wranglerDev(port: number, vars: Record<string, string>, assets = "out", inspectorPort = port + 1) {
  const options = { assets, port, ip: "127.0.0.1", "inspector-port": inspectorPort, "log-level": "warn" };
  return [
    "wrangler",
    "dev",
    "--test-scheduled",
    ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)]),
    ...Object.entries({ GITHUB_TIMEOUT_MS, GITHUB_RETRY_PAUSE_MS, ...vars }).flatMap(([name, value]) => [
      "--var",
      `${name}:${value}`,
    ]),
  ];
}

/** Runs `npx` with `args` (a wranglerDev) until the Worker on `port` serves its home page; the function returned stops it. */
export async function startWrangler(port: number, args: string[]): Promise<() => void> {
  const child = spawn("npx", args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => void (child.pid && process.kill(-child.pid, "SIGTERM"));
  const status = () =>
    fetch(`http://127.0.0.1:${port}/`)
      .then((response) => response.status)
      .catch(() => 0);
  // Bundling the Worker and starting workerd is slow on a busy machine.
  await expect
    .poll(status, { timeout: 90_000, intervals: [500] })
    .toBe(200)
    .catch((error: unknown) => {
      stop();
      throw error;
    });
  return stop;
}

/** The Worker's address in the tests, and its settings: its GitHub is the stand-in a spec starts on STAND_IN_PORT. */
export const WORKER_URL = `http://localhost:${WORKER_PORT}`;
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
export const WORKER_VARS = {
  // Its own local address, so /admin there signs in end to end (GitHub sends the sign-in back to SITE_URL).
  SITE_URL: WORKER_URL,
  GITHUB_ORIGIN: STAND_IN,
  GITHUB_API: STAND_IN,
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  GITHUB_DISPATCH_TOKEN: DISPATCH_TOKEN,
  CONTACT_TO,
  CONTACT_FROM,
};

/**
 * `test` with the Worker running on out/ at WORKER_URL, started once per test process. `workerVars` adds or changes
 * its settings for a whole file: `test.use({ workerVars: { NAME: "value" } })` at the top of the spec.
 */
export const test = base.extend<object, { workerVars: Record<string, string>; worker: string }>({
  workerVars: [{}, { scope: "worker", option: true }],
  worker: [
    async ({ workerVars }, provide) => {
      // Its own inspector port, clear of the servers playwright.config.ts starts on PORT…PORT+4.
      const args = wranglerDev(WORKER_PORT, { ...WORKER_VARS, ...workerVars }, path.join(ROOT, "out"), PORT + 11);
      const stop = await startWrangler(WORKER_PORT, args);
      try {
        await provide(WORKER_URL);
      } finally {
        stop();
      }
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ worker }, provide) => provide(worker),
});
