/** @jest-environment node */
import { createVerify, generateKeyPairSync } from "node:crypto";
import { AppTokenError, installationToken } from "@/worker/github-app";

// The daily rebuild acts as the website's GitHub App, not as a person: it signs a JWT with the App's private key and
// trades it for an installation token. GitHub is a fake fetch here; the signature is checked with the App's public key.

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const options = {
  api: "https://api.example",
  appId: "1234",
  privateKey: pem,
  installationId: "42",
  repository: "heartwood-sanctuary/website",
  permissions: { actions: "write", issues: "write" } as const,
  now: Date.parse("2026-11-28T09:17:00Z"),
  timeout: 1000,
};

test("an installation token is asked for with a JWT the App's key signed, naming the App, valid under ten minutes, narrowed to one repository and two permissions", async () => {
  const calls: { method: string; url: string; authorization: string; body: unknown }[] = [];
  const request = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? "GET",
      url: String(input),
      authorization: new Headers(init?.headers).get("authorization") ?? "",
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify({ token: "ghs_installation", expires_at: "2026-11-28T10:17:00Z" }), {
      status: 201,
    });
  }) as typeof fetch;
  expect(await installationToken(options, request)).toBe("ghs_installation");
  expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
    "POST https://api.example/app/installations/42/access_tokens",
  ]);
  // Narrowed: this repository only, and only what the rebuild does (run the deploy workflow, comment on the notice).
  expect(calls[0]!.body).toEqual({ repositories: ["website"], permissions: { actions: "write", issues: "write" } });

  const [header, payload, signature] = calls[0]!.authorization.replace(/^Bearer /, "").split(".");
  const json = (part?: string) => JSON.parse(Buffer.from(part!, "base64url").toString("utf8"));
  expect(json(header)).toEqual({ alg: "RS256", typ: "JWT" });
  const { iss, iat, exp } = json(payload) as { iss: string; iat: number; exp: number };
  expect(iss).toBe("1234");
  expect(iat).toBeLessThanOrEqual(options.now / 1000);
  expect(exp).toBeGreaterThan(options.now / 1000);
  expect(exp - iat).toBeLessThanOrEqual(600);
  expect(
    createVerify("RSA-SHA256").update(`${header}.${payload}`).verify(publicKey, Buffer.from(signature!, "base64url")),
  ).toBe(true);
});

test("a refusal keeps GitHub's status, so the rebuild says the App's key was refused", async () => {
  const request = (async () =>
    new Response(JSON.stringify({ message: "A JSON web token could not be decoded" }), {
      status: 401,
    })) as unknown as typeof fetch;
  const refused = await installationToken(options, request).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppTokenError);
  expect(refused).toMatchObject({
    status: 401,
    message: expect.stringMatching(/^GitHub answered 401 to POST \/app\/installations\/42\/access_tokens/),
  });
});
