// Serves out/ as a static host does: clean URLs, the closest 404.html with status 404, out/_headers applied, brotli/gzip.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseAllHeaders } from "@netlify/headers-parser";
import compression from "compression";
import sirv from "sirv";
import { OUT_DIR } from "./routes.mjs";

const { headers: rules, errors } = await parseAllHeaders({
  headersFiles: [path.join(OUT_DIR, "_headers")],
  configHeaders: [],
  minimal: false,
});
if (errors.length > 0) throw errors[0];

/** The closest 404.html up the path's folders, as Cloudflare Pages picks it: out/es/404.html for /es/…, else out/404.html. */
function notFoundPage(/** @type {string} */ pathname) {
  for (let dir = path.posix.dirname(pathname); dir !== "/"; dir = path.posix.dirname(dir)) {
    if (existsSync(path.join(OUT_DIR, dir, "404.html"))) return readFileSync(path.join(OUT_DIR, dir, "404.html"));
  }
  return readFileSync(path.join(OUT_DIR, "404.html"));
}
// sirv serves files only (compressed ones only when precompressed), so `compression` encodes on the fly, as sirv's README pairs them.
const compress = compression();
const files = sirv(OUT_DIR, { extensions: ["html"], dotfiles: false });

export const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  // What Cloudflare's static assets send unless out/_headers says otherwise (it does for hashed files).
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  for (const rule of rules) {
    if ("forRegExp" in rule && rule.forRegExp.test(url.pathname))
      for (const [name, value] of Object.entries(rule.values)) res.setHeader(name, value);
  }
  // compression is typed for Express; it needs only Node's own request and response.
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    files(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFoundPage(url.pathname));
    });
  });
});

/** Starts the server on `port` (0: any free one) and resolves with the site's address. */
export function listen(port = 0, host = "127.0.0.1") {
  return new Promise((resolve) => {
    server.listen(port, host, () =>
      resolve(`http://localhost:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`),
    );
  });
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "3000" },
      host: { type: "string", default: "127.0.0.1" },
    },
  });
  console.log(
    `Serving ${path.relative(process.cwd(), OUT_DIR) || "."} at ${await listen(Number(values.port), values.host)}/`,
  );
}
