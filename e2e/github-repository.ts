import { createHash } from "node:crypto";
import type http from "node:http";

/**
 * One repository on the GitHub stand-in (e2e/github-stand-in.ts), held in memory, for /admin's GitHub backend and
 * its editorial workflow: branches, commits, trees and blobs, pull requests with their labels, and commit statuses.
 * It answers the REST (under /api/v3, GitHub Enterprise's prefix, which Sveltia adds to any api_root but
 * api.github.com) and GraphQL (/api/graphql) calls Sveltia CMS 0.221 makes, in GitHub's shapes with the fields it
 * reads, and no others: anything else is a 404 or a GraphQL error, so a call the CMS starts making shows up as a failure.
 */

export interface RepositoryFile {
  path: string;
  text: string;
}

export interface Commit {
  sha: string;
  parents: string[];
  message: string;
  date: string;
  author: { name: string; email: string; login: string | null };
  /** Every file of the commit's tree: path → blob sha. */
  files: Map<string, string>;
}

export interface PullRequest {
  number: number;
  node_id: string;
  title: string;
  head: string;
  /** The head commit, kept when the branch is deleted. */
  headSha: string;
  base: string;
  draft: boolean;
  state: "open" | "closed";
  merged: boolean;
  labels: string[];
}

export interface CommitStatus {
  state: "error" | "failure" | "pending" | "success";
  target_url: string | null;
  description: string | null;
  context: string;
}

/** The signed-in person, as GitHub's /user gives them. */
export const USER = {
  id: 1,
  login: "maria-lopez",
  name: "María López",
  email: null,
  avatar_url: "",
  html_url: "https://github.com/maria-lopez",
};

const sha1 = (text: string | Buffer) => createHash("sha1").update(text).digest("hex");
/** Git's own object id of a file, so a blob's sha is what `git hash-object` gives for it. */
const blobSha = (content: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));

class GraphQLError extends Error {}

const NOT_FOUND = { message: "Not Found", documentation_url: "https://docs.github.com/rest" };

export class Repository {
  readonly owner: string;
  readonly name: string;
  readonly id: string;
  readonly defaultBranch = "main";
  readonly blobs = new Map<string, Buffer>();
  readonly commits = new Map<string, Commit>();
  readonly refs = new Map<string, string>();
  readonly pulls: PullRequest[] = [];
  readonly statuses = new Map<string, CommitStatus[]>();
  private readonly now: () => Date;

  /** The repository `name` ("owner/name") with `files` on main; `now` is the clock its commits are dated by. */
  constructor({ name, files, now = () => new Date() }: { name: string; files: RepositoryFile[]; now?: () => Date }) {
    [this.owner, this.name] = name.split("/") as [string, string];
    this.id = `R_${Buffer.from(name).toString("base64url")}`;
    this.now = now;
    const tree = new Map(files.map((file) => [file.path, this.storeBlob(Buffer.from(file.text))]));
    const seed = this.commit({
      parents: [],
      message: "The site's content",
      tree,
      author: { name: "Heartwood Sanctuary", email: "web@example.org", login: null },
    });
    this.refs.set(this.defaultBranch, seed.sha);
  }

  /** A file's text on a branch, or undefined when the branch or the file is not there. */
  file(branch: string, path: string): string | undefined {
    const head = this.refs.get(branch);
    const blob = head ? this.commits.get(head)?.files.get(path) : undefined;
    return blob ? this.blobs.get(blob)?.toString("utf8") : undefined;
  }

  /** The paths a branch's head changes from where it left the default branch (the pull request's "files changed"). */
  changedFiles(
    headSha: string,
    base = this.defaultBranch,
  ): { path: string; changeType: "ADDED" | "MODIFIED" | "DELETED" }[] {
    const head = this.commits.get(headSha)!;
    const from = this.commits.get(this.mergeBase(headSha, this.refs.get(base)!))!;
    const paths = [...new Set([...head.files.keys(), ...from.files.keys()])].sort();
    return paths.flatMap((path) => {
      const before = from.files.get(path),
        after = head.files.get(path);
      if (before === after) return [];
      return [{ path, changeType: !before ? "ADDED" : !after ? "DELETED" : "MODIFIED" }] as const;
    });
  }

  /** The clock's time as GitHub writes it, to the second. */
  private date(): string {
    return this.now()
      .toISOString()
      .replace(/\.\d+Z$/, "Z");
  }

  private storeBlob(content: Buffer): string {
    const sha = blobSha(content);
    this.blobs.set(sha, content);
    return sha;
  }

  private commit({
    parents,
    message,
    tree,
    author,
  }: Omit<Commit, "sha" | "date" | "files"> & { tree: Map<string, string> }): Commit {
    const date = this.date();
    const sha = sha1(`commit ${parents.join(",")} ${date} ${message} ${[...tree].join(";")} ${this.commits.size}`);
    const commit: Commit = {
      sha,
      parents,
      message,
      date,
      author,
      files: new Map([...tree].sort(([a], [b]) => (a < b ? -1 : 1))),
    };
    this.commits.set(sha, commit);
    return commit;
  }

  /** The newest commit both histories share, along the head's first parents. */
  private mergeBase(headSha: string, baseSha: string): string {
    const onBase = new Set<string>();
    for (const queue = [baseSha]; queue.length;) {
      const next = queue.pop()!;
      if (!onBase.has(next)) queue.push(...(this.commits.get(next)?.parents ?? []));
      onBase.add(next);
    }
    let sha: string | undefined = headSha;
    while (sha && !onBase.has(sha)) sha = this.commits.get(sha)?.parents[0];
    return sha ?? baseSha;
  }

  /** The commits from `sha` back along first parents, only those that changed `path` when one is given (GitHub's history). */
  private history(sha: string, path?: string): Commit[] {
    const list: Commit[] = [];
    for (let commit = this.commits.get(sha); commit; commit = this.commits.get(commit.parents[0] ?? "")) {
      const parent = this.commits.get(commit.parents[0] ?? "");
      if (!path || (commit.files.get(path) ?? null) !== (parent?.files.get(path) ?? null)) list.push(commit);
    }
    return list;
  }

  // ——— REST: the calls and the answers' fields the CMS reads ———

  /** Answers a REST call under /repos/{owner}/{repo}; `rest` is the path after it. Undefined: not a call this repository knows. */
  rest(method: string, rest: string, body: unknown): { status: number; body?: unknown } | undefined {
    const input = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    const notFound = { status: 404, body: NOT_FOUND };
    const pullOf = (number: string) => this.pulls.find((pull) => pull.number === Number(number));
    const invalid = (error: Record<string, string>) => ({
      status: 422,
      body: { message: "Validation Failed", errors: [{ resource: "PullRequest", ...error }] },
    });

    if ((match = /^\/collaborators\/([^/]+)$/.exec(rest)) && method === "GET") {
      return decodeURIComponent(match[1]!) === USER.login ? { status: 204 } : notFound;
    }
    // The whole tree of a commit or branch (the CMS asks with ?recursive=1 and reads its files alone).
    if ((match = /^\/git\/trees\/(.+)$/.exec(rest)) && method === "GET") {
      const treeish = decodeURIComponent(match[1]!);
      const commit = this.commits.get(this.refs.get(treeish) ?? treeish);
      if (!commit) return notFound;
      const tree = [...commit.files].map(([path, sha]) => ({
        path,
        type: "blob",
        sha,
        size: this.blobs.get(sha)!.length,
      }));
      return { status: 200, body: { tree, truncated: false } };
    }
    if ((match = /^\/git\/refs\/heads\/(.+)$/.exec(rest)) && method === "DELETE") {
      if (!this.refs.delete(decodeURI(match[1]!)))
        return { status: 422, body: { message: "Reference does not exist" } };
      return { status: 204 };
    }
    if (rest === "/pulls" && method === "POST") {
      const head = String(input.head).replace(new RegExp(`^${this.owner}:`), "");
      const base = String(input.base ?? this.defaultBranch);
      const headSha = this.refs.get(head);
      if (!headSha || !this.refs.has(base)) return invalid({ field: headSha ? "base" : "head", code: "invalid" });
      if (this.pulls.some((pull) => pull.state === "open" && pull.head === head && pull.base === base))
        return invalid({ code: "custom", message: `A pull request already exists for ${this.owner}:${head}.` });
      if (this.changedFiles(headSha, base).length === 0)
        return invalid({ code: "custom", message: `No commits between ${base} and ${head}` });
      const number = this.pulls.length + 1;
      const pull: PullRequest = {
        number,
        node_id: `PR_${Buffer.from(`${this.id}:${number}`).toString("base64url")}`,
        title: String(input.title),
        head,
        headSha,
        base,
        draft: input.draft === true,
        state: "open",
        merged: false,
        labels: [],
      };
      this.pulls.push(pull);
      return {
        status: 201,
        body: {
          number,
          node_id: pull.node_id,
          title: pull.title,
          html_url: `https://github.com/${this.owner}/${this.name}/pull/${number}`,
          head: { ref: head, sha: headSha },
          created_at: this.date(),
          updated_at: this.date(),
        },
      };
    }
    if ((match = /^\/pulls\/(\d+)\/merge$/.exec(rest)) && method === "PUT") {
      const pull = pullOf(match[1]!);
      if (!pull) return notFound;
      if (pull.state !== "open") return { status: 405, body: { message: "Pull Request is not mergeable" } };
      if (pull.draft) return { status: 405, body: { message: "Pull Request is still a draft" } };
      const headSha = this.refs.get(pull.head) ?? pull.headSha;
      const baseSha = this.refs.get(pull.base)!;
      // The branch's own changes, laid over the base branch as it is now (a merge commit; squash is not configured).
      const tree = new Map(this.commits.get(baseSha)!.files);
      const head = this.commits.get(headSha)!;
      for (const { path, changeType } of this.changedFiles(headSha, pull.base)) {
        if (changeType === "DELETED") tree.delete(path);
        else tree.set(path, head.files.get(path)!);
      }
      const merge = this.commit({
        parents: (input.merge_method ?? "merge") === "merge" ? [baseSha, headSha] : [baseSha],
        message: String(input.commit_title ?? `Merge pull request #${pull.number} from ${this.owner}/${pull.head}`),
        tree,
        author: { name: USER.name, email: "", login: USER.login },
      });
      this.refs.set(pull.base, merge.sha);
      Object.assign(pull, { state: "closed", merged: true, headSha });
      return { status: 200, body: { sha: merge.sha, merged: true, message: "Pull Request successfully merged" } };
    }
    // The workflow's status is the pull request's label: the CMS reads the labels and writes them whole.
    if ((match = /^\/issues\/(\d+)(\/labels)?$/.exec(rest))) {
      const pull = pullOf(match[1]!);
      if (!pull) return notFound;
      const labels = () => ({ status: 200, body: { labels: pull.labels.map((name) => ({ name })) } });
      if (method === "GET" && !match[2]) return labels();
      if (Array.isArray(input.labels) && ((method === "PATCH" && !match[2]) || (method === "POST" && match[2]))) {
        pull.labels = [...new Set([...(method === "POST" ? pull.labels : []), ...input.labels.map(String)])];
        return labels();
      }
    }
    // What .github/workflows/preview.yml posts once a draft's preview is published (here the test posts it).
    if ((match = /^\/statuses\/([0-9a-f]{40})$/.exec(rest)) && method === "POST") {
      if (!this.commits.has(match[1]!))
        return { status: 422, body: { message: `No commit found for SHA: ${match[1]}` } };
      const { state, target_url, description, context } = input as unknown as CommitStatus;
      this.statuses.set(match[1]!, [
        ...(this.statuses.get(match[1]!) ?? []),
        { state, target_url, description, context },
      ]);
      return { status: 201, body: { state, target_url, description, context } };
    }
    return undefined;
  }

  // ——— GraphQL: the fields the CMS selects ———

  private commitNode(sha: string): Record<string, unknown> {
    const commit = this.commits.get(sha)!;
    const contexts = [...new Map((this.statuses.get(sha) ?? []).map((status) => [status.context, status])).values()];
    return {
      __typename: "Commit",
      oid: commit.sha,
      message: commit.message,
      committedDate: commit.date,
      author: {
        name: commit.author.name,
        email: commit.author.email,
        user: commit.author.login ? { databaseId: USER.id, login: commit.author.login } : null,
      },
      history: ({ first = 100, path }: { first?: number; path?: string }) => ({
        nodes: this.history(sha, path)
          .slice(0, first)
          .map((each) => this.commitNode(each.sha)),
      }),
      file: ({ path }: { path: string }) => (commit.files.has(path) ? { oid: commit.files.get(path) } : null),
      // GitHub's combined status: the latest of each context, none when nothing was reported.
      status: contexts.length
        ? {
            contexts: contexts.map(({ context, state, target_url, description }) => ({
              context,
              state: state.toUpperCase(),
              targetUrl: target_url,
              description,
            })),
          }
        : null,
      // This repository has no deployments or check runs: its previews are reported as commit statuses.
      deployments: () => ({ nodes: [] }),
      checkSuites: () => ({ nodes: [] }),
    };
  }

  private repositoryNode() {
    return {
      id: this.id,
      ref: ({ qualifiedName }: { qualifiedName: string }) => {
        const sha = this.refs.get(qualifiedName.replace(/^refs\/heads\//, ""));
        return sha ? { target: this.commitNode(sha) } : null;
      },
      object: ({ oid }: { oid: string }) => {
        if (this.commits.has(oid)) return this.commitNode(oid);
        const blob = this.blobs.get(oid);
        return blob ? { __typename: "Blob", text: blob.toString("utf8"), isTruncated: false } : null;
      },
      // Asked as /admin starts. A pull request's fields are not modelled: one open then would be a GraphQL error.
      pullRequests: ({ labels }: { labels: string[] }) => ({
        nodes: this.pulls.filter(
          (pull) => pull.state === "open" && pull.labels.some((label) => labels.includes(label)),
        ),
      }),
    };
  }

  private mutations() {
    return {
      createRef: ({ input }: { input: { repositoryId: string; name: string; oid: string } }) => {
        if (input.repositoryId !== this.id)
          throw new GraphQLError(`Could not resolve to a node with the global id of '${input.repositoryId}'`);
        const branch = input.name.replace(/^refs\/heads\//, "");
        if (this.refs.has(branch))
          throw new GraphQLError(`A ref named "${input.name}" already exists in the repository.`);
        if (!this.commits.has(input.oid))
          throw new GraphQLError(`Could not resolve to a commit with the oid '${input.oid}'`);
        this.refs.set(branch, input.oid);
        return { ref: { name: branch } };
      },
      createCommitOnBranch: ({
        input,
      }: {
        input: {
          branch: { repositoryNameWithOwner: string; branchName: string };
          expectedHeadOid: string;
          fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
          message: { headline: string; body?: string };
        };
      }) => {
        if (input.branch.repositoryNameWithOwner !== `${this.owner}/${this.name}`)
          throw new GraphQLError(
            `Could not resolve to a Repository with the name '${input.branch.repositoryNameWithOwner}'.`,
          );
        const head = this.refs.get(input.branch.branchName);
        if (!head) throw new GraphQLError(`Could not resolve to a Ref with the name '${input.branch.branchName}'.`);
        if (head !== input.expectedHeadOid)
          throw new GraphQLError(
            `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`,
          );
        const tree = new Map(this.commits.get(head)!.files);
        for (const { path } of input.fileChanges?.deletions ?? []) {
          if (!tree.delete(path))
            throw new GraphQLError(
              `A path was requested for deletion which does not exist as of commit oid \`${head}\``,
            );
        }
        for (const { path, contents } of input.fileChanges?.additions ?? [])
          tree.set(path, this.storeBlob(Buffer.from(contents, "base64")));
        const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n");
        const commit = this.commit({
          parents: [head],
          message,
          tree,
          author: { name: USER.name, email: "", login: USER.login },
        });
        this.refs.set(input.branch.branchName, commit.sha);
        return { commit: this.commitNode(commit.sha) };
      },
      markPullRequestReadyForReview: ({ input }: { input: { pullRequestId: string } }) => {
        const pull = this.pulls.find((candidate) => candidate.node_id === input.pullRequestId);
        if (!pull) throw new GraphQLError(`Could not resolve to a node with the global id of '${input.pullRequestId}'`);
        pull.draft = false;
        return { pullRequest: { isDraft: false } };
      },
    };
  }

  /** Answers a GraphQL request's body as GitHub does: always 200, with `errors` beside `data` when something failed. */
  graphql(body: { query?: string; variables?: Record<string, unknown> }): {
    data: unknown;
    errors?: { type: string; message: string }[];
  } {
    try {
      const operation = parseOperation(String(body.query ?? ""), body.variables ?? {});
      const root =
        operation.kind === "mutation"
          ? this.mutations()
          : {
              repository: ({ owner, name }: { owner: string; name: string }) =>
                owner === this.owner && name === this.name ? this.repositoryNode() : null,
            };
      return { data: execute(root, operation.selections) };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return { data: null, errors: [{ type: "UNPROCESSABLE", message: error.message }] };
    }
  }
}

// ——— A small GraphQL reader: operations, fields with aliases and arguments, inline fragments. No named fragments or directives (Sveltia uses none). ———

type Selection =
  | { field: string; alias: string; args: Record<string, unknown>; selections?: Selection[] }
  | { on: string; selections: Selection[] };

/** The operation in `source`, its arguments' variables replaced by their `variables`. */
function parseOperation(
  source: string,
  variables: Record<string, unknown>,
): { kind: "query" | "mutation"; selections: Selection[] } {
  const tokens = [...source.matchAll(/\.\.\.|[{}()[\]:!=$@]|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|[_A-Za-z]\w*/g)].map(
    ([token]) => token,
  );
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new GraphQLError(`Parse error: expected ${expected ?? "a token"}, found ${token ?? "the end"}`);
    return token;
  };
  const value = (): unknown => {
    const token = take();
    if (token === "$") return variables[take()];
    if (token === "[") {
      const list: unknown[] = [];
      while (peek() !== "]") list.push(value());
      take("]");
      return list;
    }
    if (token === "{") {
      const object: Record<string, unknown> = {};
      while (peek() !== "}") {
        const key = take();
        take(":");
        object[key] = value();
      }
      take("}");
      return object;
    }
    if (token.startsWith('"')) return JSON.parse(token);
    if (/^-?\d/.test(token)) return Number(token);
    // true, false, null, or an enum value (OPEN, UPDATED_AT), which reaches the resolver as its name.
    return token === "true" ? true : token === "false" ? false : token === "null" ? null : token;
  };
  const selectionSet = (): Selection[] => {
    take("{");
    const selections: Selection[] = [];
    while (peek() !== "}") {
      if (peek() === "...") {
        take();
        take("on");
        const on = take();
        selections.push({ on, selections: selectionSet() });
        continue;
      }
      const alias = take();
      let field = alias;
      if (peek() === ":") {
        take();
        field = take();
      }
      const args: Record<string, unknown> = {};
      if (peek() === "(") {
        take();
        while (peek() !== ")") {
          const name = take();
          take(":");
          args[name] = value();
        }
        take(")");
      }
      selections.push({ field, alias, args, ...(peek() === "{" && { selections: selectionSet() }) });
    }
    take("}");
    return selections;
  };
  let kind: "query" | "mutation" = "query";
  if (peek() === "query" || peek() === "mutation") kind = take() as "query" | "mutation";
  if (peek() !== "{" && peek() !== "(") take();
  // Variable definitions: their types are not checked here.
  if (peek() === "(") {
    while (take() !== ")");
  }
  const selections = selectionSet();
  if (at !== tokens.length) throw new GraphQLError(`Parse error: unexpected ${peek()}`);
  return { kind, selections };
}

/** Resolves a selection set on an object whose fields are values or functions of their arguments. */
function execute(object: Record<string, unknown>, selections: Selection[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const selection of selections) {
    if ("on" in selection) {
      if (object.__typename === selection.on) Object.assign(result, execute(object, selection.selections));
      continue;
    }
    // A field this stand-in does not model is an error, as an unknown field is on GitHub: the call is then seen to fail.
    if (!(selection.field in object))
      throw new GraphQLError(
        `Field '${selection.field}' doesn't exist on type '${String(object.__typename ?? "Object")}'`,
      );
    let value = object[selection.field];
    if (typeof value === "function") value = (value as (args: Record<string, unknown>) => unknown)(selection.args);
    const resolve = (item: unknown) =>
      selection.selections && item != null
        ? execute(item as Record<string, unknown>, selection.selections)
        : (item ?? null);
    result[selection.alias] = Array.isArray(value) ? value.map(resolve) : resolve(value);
  }
  return result;
}

/**
 * Serves the repository's API on the stand-in: `/api/v3/...` (REST) and `/api/graphql`, with the CORS headers
 * GitHub's API sends (the CMS calls it from the page). Every call must carry one of `tokens`, as GitHub wants one.
 * Returns false for a path that is not this API's.
 */
export function serveRepositoryApi(
  repository: Repository,
  tokens: () => string[],
  request: http.IncomingMessage,
  url: URL,
  body: string,
  response: http.ServerResponse,
): boolean {
  if (!url.pathname.startsWith("/api/")) return false;
  const token = /^(?:token|bearer) (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const prefix = `/api/v3/repos/${repository.owner}/${repository.name}`;
  const [status, answer] = ((): [number, unknown?] => {
    if (request.method === "OPTIONS") return [204];
    if (!token || !tokens().includes(token))
      return [401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }];
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      return [400, { message: "Problems parsing JSON" }];
    }
    if (url.pathname === "/api/graphql" && request.method === "POST")
      return [200, repository.graphql((parsed ?? {}) as { query?: string })];
    if (url.pathname === "/api/v3/user" && request.method === "GET") return [200, USER];
    const rest = url.pathname.startsWith(prefix)
      ? repository.rest(request.method ?? "GET", url.pathname.slice(prefix.length), parsed)
      : undefined;
    return rest ? [rest.status, rest.body] : [404, NOT_FOUND];
  })();
  response
    .writeHead(status, {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, X-GitHub-Api-Version",
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
      "Access-Control-Expose-Headers": "ETag, Link, X-GitHub-Request-Id",
      ...(answer !== undefined && { "Content-Type": "application/json; charset=utf-8" }),
    })
    .end(answer === undefined ? undefined : JSON.stringify(answer));
  return true;
}
