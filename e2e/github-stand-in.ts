import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of GitHub the Worker talks to, so the sign-in and the daily rebuild run offline: a
 * GitHub App's authorize page, its token endpoint (checking the PKCE verifier as GitHub does), the REST API's /user,
 * workflow_dispatch and the issues the Worker writes to. It records every request it gets.
 */

/** The person signed in, as GitHub's /user describes them. */
export const USER = {
  id: 1,
  login: "maria-lopez",
  name: "María López",
  email: null,
  avatar_url: "",
  html_url: "https://github.com/maria-lopez",
};

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the next sign-in goes: consent and a token, cancelled, left on GitHub's page, a refused code, a dropped connection, or no answer. */
export type Behaviour = "consent" | "deny" | "wait" | "bad-code" | "hang-up" | "hang";

export interface Issue {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  comments: string[];
}

export interface GitHubStandIn {
  url: string;
  received: Received[];
  /** Tokens given out so far: none may ever appear on a page that reports a problem. */
  tokens: string[];
  behaviour: Behaviour;
  /** How the next workflow_dispatch calls are answered: a status (GitHub's is 204), or never. */
  dispatch: number | "hang";
  /** When the dispatch token expires, as GitHub says it on each answer to a fine-grained token ("2026-12-31 09:00:00 UTC"). */
  tokenExpires?: string;
  /** The repository's issues, as the Worker leaves them. */
  issues: Issue[];
  close(): Promise<void>;
}

/** Listens on `port` (0: any free port; `url` then says which). */
export async function startGitHubStandIn(port: number): Promise<GitHubStandIn> {
  const standIn: GitHubStandIn = {
    url: `http://127.0.0.1:${port}`,
    received: [],
    tokens: [],
    behaviour: "consent",
    dispatch: 204,
    issues: [],
    close: async () => undefined,
  };
  /** The S256 code_challenge each code was given for: the token endpoint checks the verifier against it. */
  const challenges: (string | null)[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", standIn.url);
    const [method = "", query, body] = [request.method, url.searchParams, Buffer.concat(chunks).toString("utf8")];
    standIn.received.push({ method, path: url.pathname, query, headers: request.headers, body });
    const json = (status: number, answer: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(answer));
    const issues = /^\/repos\/[^/]+\/[^/]+\/issues(?:\/(\d+)\/comments)?$/.exec(url.pathname);

    if (url.pathname === "/login/oauth/authorize" && standIn.behaviour === "wait") {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<!DOCTYPE html><title>Authorize</title>");
    } else if (url.pathname === "/login/oauth/authorize") {
      // GitHub's consent, answered at once: back to the app's redirect_uri with a code, or with access_denied.
      const back = new URL(query.get("redirect_uri") ?? "");
      back.searchParams.set("state", query.get("state") ?? "");
      if (standIn.behaviour === "deny") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_description", "The user has denied your application access.");
      } else {
        challenges.push(query.get("code_challenge_method") === "S256" ? query.get("code_challenge") : null);
        back.searchParams.set("code", `code-${challenges.length}`);
      }
      response.writeHead(302, { Location: back.href }).end();
    } else if (url.pathname === "/login/oauth/access_token" && method === "POST") {
      if (standIn.behaviour === "hang-up") return request.socket.destroy();
      if (standIn.behaviour === "hang") return;
      const form = new URLSearchParams(body);
      const challenge = challenges[Number(/^code-(\d+)$/.exec(form.get("code") ?? "")?.[1]) - 1];
      const verifier = form.get("code_verifier") ?? "";
      const verified = challenge && createHash("sha256").update(verifier).digest("base64url") === challenge;
      // GitHub answers a bad code (or a verifier that does not match its challenge) with 200 and an error field.
      if (standIn.behaviour === "bad-code" || !verified)
        return json(200, {
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        });
      // A GitHub App's user token: it expires after 8 hours and comes with a refresh token, which must never reach the browser.
      const n = standIn.tokens.push(`ghu_standin${standIn.tokens.length + 1}${"x".repeat(24)}`);
      const token = { access_token: standIn.tokens[n - 1], token_type: "bearer", scope: "", expires_in: 28800 };
      json(200, { ...token, refresh_token: `ghr_standin${n}${"y".repeat(60)}`, refresh_token_expires_in: 15724800 });
    } else if (url.pathname.endsWith("/user")) {
      json(200, USER);
    } else if (/\/actions\/workflows\/[^/]+\/dispatches$/.test(url.pathname) && method === "POST") {
      if (standIn.dispatch === "hang") return;
      const expiry: Record<string, string> = standIn.tokenExpires
        ? { "GitHub-Authentication-Token-Expiration": standIn.tokenExpires }
        : {};
      if (standIn.dispatch === 204) response.writeHead(204, expiry).end();
      else json(standIn.dispatch, { message: "Bad credentials" }, expiry);
    } else if (issues && !issues[1] && method === "GET") {
      const listed = standIn.issues.filter((found) => found.state === (query.get("state") ?? "open"));
      json(
        200,
        listed.map((found) => ({ ...found, comments: found.comments.length })),
      );
    } else if (issues && !issues[1] && method === "POST") {
      const { title, body: text } = JSON.parse(body) as { title: string; body: string };
      const issue: Issue = { number: standIn.issues.length + 1, title, body: text, state: "open", comments: [] };
      standIn.issues.push(issue);
      json(201, { number: issue.number, title });
    } else if (issues?.[1] && method === "POST") {
      const found = standIn.issues.find((candidate) => candidate.number === Number(issues[1]));
      if (!found) return json(404, { message: "Not Found" });
      json(201, { id: found.comments.push((JSON.parse(body) as { body: string }).body) });
    } else json(404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      // Requests left hanging on purpose would otherwise keep the server open.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
