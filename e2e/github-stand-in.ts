import http from "node:http";

/**
 * A local stand-in for the parts of GitHub the Worker and /admin talk to, so the sign-in and the daily rebuild run
 * offline: the OAuth authorize page (it consents at once, or refuses), the token endpoint, the REST API's /user and
 * the workflow_dispatch endpoint. It records every request it gets.
 */

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the next sign-in goes: GitHub consents and gives a token, the person cancels, waits on GitHub's page, GitHub refuses the code, or the connection drops. */
export type Behaviour = "consent" | "deny" | "wait" | "bad-code" | "hang-up";

export interface GitHubStandIn {
  url: string;
  received: Received[];
  /** Tokens given out so far: none may ever appear on a page that reports a problem. */
  tokens: string[];
  behaviour: Behaviour;
  /** Status of the next workflow_dispatch answers (GitHub's is 204). */
  dispatchStatus: number;
  close(): Promise<void>;
}

export async function startGitHubStandIn(port: number): Promise<GitHubStandIn> {
  const standIn: GitHubStandIn = { url: `http://127.0.0.1:${port}`, received: [], tokens: [], behaviour: "consent", dispatchStatus: 204, close: async () => undefined };
  let codes = 0;
  let scope = "";
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", standIn.url);
    standIn.received.push({ method: request.method ?? "", path: url.pathname, query: url.searchParams, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
    const json = (status: number, body: unknown) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

    if (url.pathname === "/login/oauth/authorize" && standIn.behaviour === "wait") {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<!DOCTYPE html><title>Authorize</title><p>Authorize the website?</p>");
    } else if (url.pathname === "/login/oauth/authorize") {
      // GitHub's consent, answered at once: back to the app's redirect_uri with a code, or with access_denied.
      scope = url.searchParams.get("scope") ?? "";
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (standIn.behaviour === "deny") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_description", "The user has denied your application access.");
      } else back.searchParams.set("code", `code-${(codes += 1)}`);
      response.writeHead(302, { Location: back.href }).end();
    } else if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      if (standIn.behaviour === "hang-up") return request.socket.destroy();
      // GitHub answers a bad code with 200 and an error field.
      if (standIn.behaviour === "bad-code") return json(200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
      const token = `gho_standin${standIn.tokens.length + 1}${"x".repeat(24)}`;
      standIn.tokens.push(token);
      json(200, { access_token: token, token_type: "bearer", scope });
    } else if (url.pathname.endsWith("/user")) {
      json(200, { id: 1, login: "maria-lopez", name: "María López", email: null, avatar_url: "", html_url: "https://github.com/maria-lopez" });
    } else if (/\/actions\/workflows\/[^/]+\/dispatches$/.test(url.pathname) && request.method === "POST") {
      response.writeHead(standIn.dispatchStatus, { "Content-Type": "application/json" }).end(standIn.dispatchStatus === 204 ? undefined : JSON.stringify({ message: "Bad credentials" }));
    } else json(404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
