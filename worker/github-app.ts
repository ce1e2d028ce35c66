/**
 * The rebuild App acting as itself (not as a person): a JSON Web Token signed with the App's private key (RS256,
 * valid nine minutes), traded for a one-hour installation token (GitHub's "Create an installation access token for
 * an app") on this one repository, with only the permissions asked for. Web Crypto only, so it runs in the Worker
 * and under Node alike.
 */

const base64url = (bytes: ArrayBuffer | string) =>
  btoa(typeof bytes === "string" ? bytes : String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The App's JWT at `now` (ms), from its private key in PKCS#8 PEM ("BEGIN PRIVATE KEY"). */
export async function appJwt(appId: string, pem: string, now: number): Promise<string> {
  const der = Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, "")), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey("pkcs8", der, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const seconds = Math.floor(now / 1000);
  // Issued a minute early, as GitHub advises, for clocks that drift.
  const unsigned = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }))}.${base64url(JSON.stringify({ iat: seconds - 60, exp: seconds + 540, iss: appId }))}`;
  return `${unsigned}.${base64url(await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, new TextEncoder().encode(unsigned)))}`;
}

/** A refusal or an unanswered request, with GitHub's status when it answered. */
export class AppTokenError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A new installation token of the App for installation `installationId`, asked of GitHub's API at `api`, narrowed to
 * `repository` ("owner/name") and `permissions`: it can do no more than the job needs, whatever the App may.
 */
export async function installationToken(
  options: {
    api: string;
    appId: string;
    privateKey: string;
    installationId: string;
    repository: string;
    permissions: Record<string, "read" | "write">;
    now: number;
    timeout: number;
  },
  request: typeof fetch = fetch,
): Promise<string> {
  const route = `/app/installations/${encodeURIComponent(options.installationId)}/access_tokens`;
  let response: Response;
  try {
    response = await request(`${options.api}${route}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${await appJwt(options.appId, options.privateKey, options.now)}`,
        Accept: "application/vnd.github+json",
        "User-Agent": "website-daily-rebuild",
        "X-GitHub-Api-Version": "2022-11-28",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        repositories: [options.repository.split("/")[1]],
        permissions: options.permissions,
      }),
      signal: AbortSignal.timeout(options.timeout),
    });
  } catch (error) {
    throw new AppTokenError(undefined, `GitHub could not be reached for POST ${route}: ${(error as Error).message}`);
  }
  const text = await response.text();
  const token = response.ok ? (JSON.parse(text) as { token?: unknown }).token : undefined;
  if (typeof token !== "string")
    throw new AppTokenError(
      response.status,
      `GitHub answered ${response.status} to POST ${route}: ${text.slice(0, 200)}`,
    );
  return token;
}
