import { EmailMessage } from "cloudflare:email";
import { Mailbox, createMimeMessage } from "mimetext/browser";
import {
  EMAIL_PATTERN,
  FIELD_MAX_LENGTH,
  HONEYPOT_FIELD,
  TURNSTILE_FIELD,
  type ContactStatus,
} from "../lib/contact-rules";

/**
 * The contact form's message, sent to the organisation's inbox through Cloudflare Email Routing (the `send_email`
 * binding): checked as the form checks it, refused when a robot filled in the honeypot, one address posts too often or
 * (once the Worker holds a Turnstile secret) Cloudflare Turnstile does not vouch for the visitor, and never stored.
 * The inbox and the sender are the Worker's settings (wrangler.jsonc, docs/operations.md), not content: Email Routing
 * sends only to an address verified on the account, from an address on the site's domain.
 * The answer is JSON `{ status }`; only "sent" (200) means the message left, and the form says so only then.
 */

export interface ContactEnv {
  /** Email Routing's send_email binding (wrangler.jsonc). */
  CONTACT_MAIL?: SendEmail;
  /** Workers' rate-limiting binding: how often one address may post (wrangler.jsonc). */
  CONTACT_LIMIT?: RateLimit;
  /** The inbox: an address verified in Email Routing. Empty: the Worker answers "not-set-up". */
  CONTACT_TO?: string;
  /** The sender: an address on the site's own domain, where Email Routing is enabled. */
  CONTACT_FROM?: string;
  /** The Turnstile widget's secret (a Worker secret). Unset: messages are taken without a Turnstile token. */
  TURNSTILE_SECRET?: string;
  /** Cloudflare's siteverify endpoint (wrangler.jsonc vars); the tests point it at a local stand-in. */
  TURNSTILE_VERIFY_URL?: string;
}

const FIELDS = ["name", "email", "phone", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A request body far larger than the longest message the form can hold is not read. */
const MAX_BODY_BYTES = 200_000;
/** Line breaks and other control characters: allowed in the message, never in a field that becomes a mail header. */
const CONTROL = /[\u0000-\u001f\u007f]/;

function answer(status: ContactStatus, code: number, extra: Record<string, unknown> = {}, headers = {}): Response {
  return Response.json(
    { status, ...extra },
    {
      status: code,
      headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...headers },
    },
  );
}

/** The fields that are missing, too long or malformed, in the form's order; empty when the message can go. */
export function invalidFields(values: Values): Field[] {
  return FIELDS.filter((field) => {
    const value = values[field];
    if (value.length > FIELD_MAX_LENGTH[field]) return true;
    if (field !== "phone" && value.trim() === "") return true;
    if (field !== "message" && CONTROL.test(value)) return true;
    return field === "email" && !EMAIL_PATTERN.test(value.trim());
  });
}

/** The message's text: what the visitor wrote, then who wrote it, as the mail app's version of the form reads. */
function body(values: Values): string {
  const lines = [
    values.message.trim().replace(/\r?\n/g, "\r\n"),
    "",
    `— ${values.name.trim()} <${values.email.trim()}>`,
  ];
  if (values.phone.trim()) lines.push(values.phone.trim());
  return lines.join("\r\n");
}

/** UTF-8 text as base64 in lines of 76 (RFC 2045), so no line of a long paragraph passes what mail servers take. */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/.{76}(?=.)/g, "$&\r\n");
}

/** The mail as Email Routing takes it: from the site's address in the visitor's name, replies going to the visitor. */
function mail(values: Values, from: string, to: string): EmailMessage {
  const message = createMimeMessage();
  message.setSender({ name: values.name.trim(), addr: from });
  message.setRecipient(to);
  message.setHeader("Reply-To", new Mailbox({ name: values.name.trim(), addr: values.email.trim() }));
  message.setSubject(values.subject.trim());
  message.addMessage({ contentType: "text/plain", charset: "UTF-8", encoding: "base64", data: base64(body(values)) });
  return new EmailMessage(from, to, message.asRaw());
}

/** Turnstile's longest token; a longer one is refused without asking. */
const TOKEN_MAX_LENGTH = 2048;
/** Well within the form's own wait for the Worker (lib/contact.ts), so the visitor is told, not left waiting. */
const SITEVERIFY_TIMEOUT_MS = 5_000;

/**
 * Cloudflare's word on the visitor's Turnstile token (siteverify: the secret, the token, the visitor's address):
 * "yes", "no", or "unreachable" when siteverify did not answer in time or not in JSON.
 */
async function turnstileSays(token: string, ip: string | null, secret: string, url: string) {
  if (!token || token.length > TOKEN_MAX_LENGTH) return "no";
  const form = new URLSearchParams({ secret, response: token });
  if (ip) form.set("remoteip", ip);
  try {
    const response = await fetch(url, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true ? "yes" : "no";
  } catch (error) {
    console.error("Turnstile's siteverify did not answer:", error instanceof Error ? error.message : String(error));
    return "unreachable";
  }
}

/** Whether the request comes from a page of this site: a browser says so (Origin); other clients say nothing. */
function fromThisSite(request: Request, origin: string): boolean {
  const from = request.headers.get("Origin");
  return from === null || from === origin;
}

export async function contact(request: Request, env: ContactEnv): Promise<Response> {
  if (request.method !== "POST") return answer("invalid", 405, {}, { Allow: "POST" });
  if (!fromThisSite(request, new URL(request.url).origin)) return answer("refused", 403);
  // Every post counts, a refused one too: a robot trying again and again is slowed down as much as a person.
  const ip = request.headers.get("CF-Connecting-IP");
  if (env.CONTACT_LIMIT && !(await env.CONTACT_LIMIT.limit({ key: ip ?? "unknown" })).success)
    return answer("too-many", 429);

  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/json")) return answer("invalid", 415);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) return answer("invalid", 413);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return answer("invalid", 413);
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return answer("invalid", 400);
    data = parsed as Record<string, unknown>;
  } catch {
    return answer("invalid", 400);
  }

  const trap = data[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap !== "") return answer("refused", 403);
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, typeof data[field] === "string" ? data[field] : ""]),
  ) as Values;
  const invalid = invalidFields(values);
  if (invalid.length > 0) return answer("invalid", 400, { fields: invalid });

  const to = env.CONTACT_TO?.trim();
  const from = env.CONTACT_FROM?.trim();
  if (!env.CONTACT_MAIL || !to || !from) return answer("not-set-up", 503);
  if (env.TURNSTILE_SECRET) {
    const token = typeof data[TURNSTILE_FIELD] === "string" ? data[TURNSTILE_FIELD] : "";
    const says = await turnstileSays(token, ip, env.TURNSTILE_SECRET, env.TURNSTILE_VERIFY_URL ?? "");
    if (says === "no") return answer("unverified", 403);
    if (says === "unreachable") return answer("not-sent", 502);
  }
  try {
    await env.CONTACT_MAIL.send(mail(values, from, to));
  } catch (error) {
    // The reason reaches the Worker's logs (observability), never the visitor's words.
    console.error("The contact message was not sent:", error instanceof Error ? error.message : String(error));
    return answer("not-sent", 502);
  }
  return answer("sent", 200);
}
