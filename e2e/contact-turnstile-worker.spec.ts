import { randomBytes } from "node:crypto";
import http from "node:http";
import { expect, waitForHydration } from "./helpers";
import { PORT, STAND_IN_PORT, test } from "./worker-settings";

// The contact form's Worker with a Turnstile secret: a file of its own, as the Worker's settings apply to a whole file.

const SECRET = "test-turnstile-secret";
const MESSAGE = { name: "Ana", email: "ana@example.com", subject: "Hola", message: "¿Hay lugar?" };
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
  const address = `10.${[...randomBytes(3)].join(".")}`;
  const post = async (token?: string) => {
    const response = await request.post("/api/contact", {
      data: { ...MESSAGE, phone: "", "cf-turnstile-response": token },
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

test("with a site key (out-2026-11-24/), the widget reached by a client navigation speaks the page's language and its token is posted", async ({
  page,
}) => {
  // Cloudflare's script, standing in: its widget puts a token in the field it is told, and counts its resets.
  await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.turnstile = { resets: 0, remove() {}, reset() { this.resets++ }, render(box, options) {
        box.dataset.language = options.language;
        box.innerHTML = '<input type="hidden" name="' + options["response-field-name"] + '" value="good-token">';
        return "widget-1";
      } };`,
    }),
  );
  const posted: unknown[] = [];
  await page.route("**/api/contact", async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ json: { status: "sent" } });
  });
  await page.goto(`http://localhost:${PORT + 1}/es/about`);
  await waitForHydration(page, "main");
  // A client navigation keeps the first page's policy: it must allow Cloudflare too.
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  await page.locator('a[href="/es/contact"]').first().dispatchEvent("click");
  await expect(page.locator("main form [data-language]")).toHaveAttribute("data-language", "es");
  expect(await page.evaluate(() => "before" in window)).toBe(true);
  const form = page.locator("main form");
  for (const [name, value] of Object.entries(MESSAGE)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByRole("status")).not.toBeEmpty();
  expect(posted).toEqual([expect.objectContaining({ "cf-turnstile-response": "good-token" })]);
  // One token, one check: a fresh one for the next message.
  expect(await page.evaluate(() => (window as unknown as { turnstile: { resets: number } }).turnstile.resets)).toBe(1);
});
