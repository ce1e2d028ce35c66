import { randomBytes } from "node:crypto";
import http from "node:http";
import { expect } from "./helpers";
import { STAND_IN_PORT, test } from "./worker-settings";

/*
 * The contact form's Worker holding a Turnstile secret (a file of its own: the Worker's settings are per file). Its
 * siteverify is a stand-in started here; without a secret the Worker takes messages as e2e/contact-worker.spec.ts shows.
 */

const SECRET = "test-turnstile-secret";
test.use({ workerVars: { TURNSTILE_SECRET: SECRET, TURNSTILE_VERIFY_URL: `http://127.0.0.1:${STAND_IN_PORT}/` } });

test("a message needs a token Cloudflare's siteverify accepts; without an answer from it, nothing is sent", async ({
  request,
}) => {
  // Cloudflare's siteverify, standing in: it accepts the token "good-token" alone, and records what it was asked.
  const asked: Record<string, string>[] = [];
  const siteverify = http.createServer(async (incoming, response) => {
    let body = "";
    for await (const chunk of incoming) body += String(chunk);
    const form = Object.fromEntries(new URLSearchParams(body));
    asked.push(form);
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify({ success: form.response === "good-token" }));
  });
  await new Promise<void>((resolve) => siteverify.listen(STAND_IN_PORT, "127.0.0.1", resolve));
  // A fresh address: the Worker limits posts per address.
  const address = `10.${[...randomBytes(3)].join(".")}`;
  const message = { name: "Ana", email: "ana@example.com", phone: "", subject: "Hola", message: "Is there space?" };
  const post = async (token?: string) => {
    const response = await request.post("/api/contact", {
      data: { ...message, "cf-turnstile-response": token },
      headers: { "CF-Connecting-IP": address },
    });
    return [response.status(), ((await response.json()) as { status: string }).status];
  };
  try {
    expect(await post()).toEqual([403, "unverified"]);
    expect(await post("bad-token")).toEqual([403, "unverified"]);
    expect(await post("good-token")).toEqual([200, "sent"]);
    expect(asked).toEqual(
      ["bad-token", "good-token"].map((response) => ({ secret: SECRET, response, remoteip: address })),
    );
  } finally {
    siteverify.closeAllConnections();
    await new Promise((resolve) => siteverify.close(resolve));
  }
  expect(await post("good-token")).toEqual([502, "not-sent"]);
});
