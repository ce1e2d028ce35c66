/** @jest-environment node */
import { createVerify, generateKeyPairSync } from "node:crypto";
import { dispatchRebuild } from "@/worker/rebuild";
import type { Env } from "@/worker/index";

/*
 * The daily rebuild acts as the website's GitHub App, not as a person: it signs a JWT with the App's private key,
 * trades it for an installation token (GitHub's "Create an installation access token for an app"), and dispatches the
 * deploy workflow with that token. GitHub is a fake fetch here; the signature is checked with the App's public key.
 */

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

test("the dispatch uses a fresh installation token of the App, obtained with a JWT its key signed", async () => {
  const calls: { method: string; url: string; authorization: string }[] = [];
  const realFetch = global.fetch;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? "GET", url, authorization: new Headers(init?.headers).get("authorization") ?? "" });
    if (url.endsWith("/app/installations/42/access_tokens")) return new Response(JSON.stringify({ token: "ghs_installation", expires_at: "2026-11-28T10:17:00Z" }), { status: 201 });
    if (url.endsWith("/dispatches")) return new Response(null, { status: 204 });
    return new Response("{}", { status: 404 });
  }) as typeof fetch;
  try {
    const env = {
      GITHUB_API: "https://api.example",
      GITHUB_REPOSITORY: "o/r",
      GITHUB_BRANCH: "main",
      DEPLOY_WORKFLOW: "deploy.yml",
      GITHUB_APP_ID: "1234",
      GITHUB_APP_PRIVATE_KEY: pem,
      GITHUB_APP_INSTALLATION_ID: "42",
      GITHUB_DISPATCH_TOKEN: "a-person-s-token",
    } as unknown as Env;
    const now = Date.parse("2026-11-28T09:17:00Z");
    await dispatchRebuild(env, now);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(["POST https://api.example/app/installations/42/access_tokens", "POST https://api.example/repos/o/r/actions/workflows/deploy.yml/dispatches"]);
    expect(calls[1]!.authorization).toBe("Bearer ghs_installation");
    expect(calls.some((call) => call.authorization.includes("a-person-s-token"))).toBe(false);

    const [header, payload, signature] = calls[0]!.authorization.replace(/^Bearer /, "").split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as { iss: string; iat: number; exp: number };
    expect(JSON.parse(Buffer.from(header!, "base64url").toString("utf8"))).toEqual({ alg: "RS256", typ: "JWT" });
    expect(claims.iss).toBe("1234");
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
    expect(createVerify("RSA-SHA256").update(`${header}.${payload}`).verify(publicKey, Buffer.from(signature!, "base64url"))).toBe(true);
  } finally {
    global.fetch = realFetch;
  }
});
