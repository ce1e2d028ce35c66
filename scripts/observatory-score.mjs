#!/usr/bin/env node
/**
 * Scores the response headers of a few routes by the published deductions of Mozilla's HTTP
 * Observatory (MDN, "HTTP Observatory scoring methodology"): start at 100, apply each test's
 * modifier; extra credit counts only when the score before it is at least 90.
 * Tests that need the network (HTTP→HTTPS redirection, HSTS preload list) are reported as not run.
 *
 *   npm run score:headers            (serves out/ with scripts/serve.mjs; run npm run build first)
 */
import { createStaticServer } from "./serve.mjs";

const ROUTES = ["/", "/contact", "/donate"];

/** Each test returns [name, modifier, note]. */
export function scoreHeaders(headers, html = "") {
  const get = (name) => headers.get(name) ?? "";
  const results = [];
  const csp = get("content-security-policy");
  const directives = new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
  const effective = (name) => directives.get(name) ?? directives.get("default-src") ?? null;
  if (!csp) results.push(["csp-not-implemented", -25, "no Content-Security-Policy"]);
  else {
    const scripts = effective("script-src") ?? [];
    const styles = effective("style-src") ?? [];
    const unsafeScript = scripts.includes("'unsafe-inline'") && !scripts.some((v) => v.startsWith("'sha") || v.startsWith("'nonce-"));
    const insecure = [...directives.values()].flat().some((v) => v === "http:" || v === "*" || v.startsWith("http://"));
    if (!directives.has("default-src") && !directives.has("script-src")) results.push(["csp-header-invalid", -25, "no default-src or script-src"]);
    else if (unsafeScript || scripts.includes("data:")) results.push(["csp-implemented-with-unsafe-inline", -20, "script-src allows inline scripts"]);
    else if (insecure) results.push(["csp-implemented-with-insecure-scheme", -20, "http: source"]);
    else if (scripts.includes("'unsafe-eval'")) results.push(["csp-implemented-with-unsafe-eval", -10, "script-src 'unsafe-eval'"]);
    else if (styles.includes("'unsafe-inline'")) results.push(["csp-implemented-with-unsafe-inline-in-style-src-only", 0, "script-src hashes only; style-src 'unsafe-inline'"]);
    else if ((directives.get("default-src") ?? []).includes("'none'")) results.push(["csp-implemented-with-no-unsafe-default-src-none", 10, ""]);
    else results.push(["csp-implemented-with-no-unsafe", 0, ""]);
  }

  results.push(get("set-cookie") ? ["cookies-session-without-secure-flag", -40, "review cookies"] : ["cookies-not-found", 0, "no cookies"]);
  const acao = get("access-control-allow-origin");
  results.push(acao === "*" ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50, ""] : ["cross-origin-resource-sharing-not-implemented", 0, ""]);

  const referrer = get("referrer-policy").toLowerCase();
  const privateReferrer = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  if (!referrer) results.push(["referrer-policy-not-implemented", 0, ""]);
  else if (referrer.split(",").some((v) => privateReferrer.includes(v.trim()))) results.push(["referrer-policy-private", 5, referrer]);
  else results.push(["referrer-policy-unsafe", -5, referrer]);

  const hsts = get("strict-transport-security");
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? NaN);
  if (!hsts) results.push(["hsts-not-implemented", -20, ""]);
  else if (maxAge >= 15768000) results.push(["hsts-implemented-max-age-at-least-six-months", 0, hsts]);
  else results.push(["hsts-implemented-max-age-less-than-six-months", -10, hsts]);

  const outside = [...html.matchAll(/<script\b[^>]*\bsrc="(https?:)?\/\/[^"]+"/gi)].length;
  results.push(outside ? ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50, `${outside} outside scripts`] : ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, "all scripts same-origin"]);

  results.push(get("x-content-type-options").toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0, ""] : ["x-content-type-options-not-implemented", -5, ""]);

  const frameAncestors = directives.get("frame-ancestors");
  const xfo = get("x-frame-options").toUpperCase();
  if (frameAncestors && !frameAncestors.includes("*")) results.push(["x-frame-options-implemented-via-csp", 5, `frame-ancestors ${frameAncestors.join(" ")}`]);
  else if (xfo === "DENY" || xfo === "SAMEORIGIN") results.push(["x-frame-options-sameorigin-or-deny", 0, xfo]);
  else results.push(["x-frame-options-not-implemented", -20, ""]);

  const penalties = results.reduce((sum, [, modifier]) => sum + Math.min(modifier, 0), 0);
  const bonus = results.reduce((sum, [, modifier]) => sum + Math.max(modifier, 0), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonus : base);
  return { score, results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = createStaticServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  let lowest = Infinity;
  for (const route of ROUTES) {
    const response = await fetch(origin + route);
    const { score, results } = scoreHeaders(response.headers, await response.text());
    lowest = Math.min(lowest, score);
    console.log(`\n${route}  score ${score}`);
    for (const [name, modifier, note] of results) console.log(`  ${String(modifier).padStart(4)}  ${name}${note ? `  (${note})` : ""}`);
  }
  console.log("\n  not run here: redirection (HTTP→HTTPS is the CDN's job), HSTS preload list lookup");
  console.log(`\nObservatory header score (lowest of ${ROUTES.length} routes): ${lowest}`);
  server.close();
}
