import { createHash } from "node:crypto";
import type http from "node:http";

/**
 * One repository on the GitHub stand-in (e2e/github-stand-in.ts), held in memory, for /admin's GitHub backend and
 * its editorial workflow: branches, commits, trees and blobs, pull requests with their labels, and commit statuses.
 * It answers the REST (under /api/v3, GitHub Enterprise's prefix, which Sveltia adds to any api_root but
 * api.github.com) and GraphQL (/api/graphql) calls Sveltia CMS 0.221 makes, in GitHub's shapes, and no others:
 * anything else is a 404 or a GraphQL error, so a call the CMS starts making shows up as a failure.
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
  body: string | null;
  head: string;
  /** The head commit, kept when the branch is deleted. */
  headSha: string;
  base: string;
  draft: boolean;
  state: "open" | "closed";
  merged: boolean;
  merge_commit_sha: string | null;
  labels: string[];
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  merged_at: string | null;
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

export class Repository {
  readonly owner: string;
  readonly name: string;
  readonly id: string;
  readonly defaultBranch = "main";
  readonly blobs = new Map<string, Buffer>();
  readonly commits = new Map<string, Commit>();
  readonly refs = new Map<string, string>();
  readonly pulls: PullRequest[] = [];
  readonly statuses = new Map<string, (CommitStatus & { id: number; created_at: string })[]>();
  private readonly now: () => Date;
  private readonly origin: () => string;

  /** `now` is the stand-in's clock (commit and pull request dates); `origin` its address, for the URLs in answers. */
  constructor(
    fullName: string,
    files: RepositoryFile[],
    { now = () => new Date(), origin }: { now?: () => Date; origin: () => string },
  ) {
    [this.owner, this.name] = fullName.split("/") as [string, string];
    this.id = `R_${Buffer.from(fullName).toString("base64url")}`;
    this.now = now;
    this.origin = origin;
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
    const date = this.now()
      .toISOString()
      .replace(/\.\d+Z$/, "Z");
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

  private ancestors(sha: string): Set<string> {
    const seen = new Set<string>();
    const queue = [sha];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(this.commits.get(next)?.parents ?? []));
    }
    return seen;
  }

  /** The newest commit both histories share, along the head's first parents. */
  private mergeBase(headSha: string, baseSha: string): string {
    const onBase = this.ancestors(baseSha);
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

  private resolveTreeish(treeish: string): Commit | undefined {
    return this.commits.get(this.refs.get(treeish.replace(/^refs\/heads\//, "")) ?? treeish);
  }

  // ——— REST ———

  private get apiUrl() {
    return `${this.origin()}/api/v3/repos/${this.owner}/${this.name}`;
  }

  private get htmlUrl() {
    return `https://github.com/${this.owner}/${this.name}`;
  }

  private label(name: string) {
    const id = parseInt(sha1(name).slice(0, 8), 16);
    return {
      id,
      node_id: `LA_${id}`,
      url: `${this.apiUrl}/labels/${encodeURIComponent(name)}`,
      name,
      color: "ededed",
      default: false,
      description: null,
    };
  }

  private restUser() {
    return {
      login: USER.login,
      id: USER.id,
      node_id: `U_${USER.id}`,
      avatar_url: USER.avatar_url,
      html_url: USER.html_url,
      type: "User",
      site_admin: false,
    };
  }

  private restPull(pull: PullRequest) {
    const repo = {
      id: 1,
      node_id: this.id,
      name: this.name,
      full_name: `${this.owner}/${this.name}`,
      private: true,
      html_url: this.htmlUrl,
      url: this.apiUrl,
    };
    const ref = (branch: string, sha: string) => ({
      label: `${this.owner}:${branch}`,
      ref: branch,
      sha,
      user: this.restUser(),
      repo,
    });
    return {
      url: `${this.apiUrl}/pulls/${pull.number}`,
      id: pull.number,
      node_id: pull.node_id,
      html_url: `${this.htmlUrl}/pull/${pull.number}`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      user: this.restUser(),
      body: pull.body,
      labels: pull.labels.map((name) => this.label(name)),
      created_at: pull.created_at,
      updated_at: pull.updated_at,
      closed_at: pull.closed_at,
      merged_at: pull.merged_at,
      merge_commit_sha: pull.merge_commit_sha,
      draft: pull.draft,
      head: ref(pull.head, this.refs.get(pull.head) ?? pull.headSha),
      base: ref(pull.base, this.refs.get(pull.base)!),
      merged: pull.merged,
    };
  }

  private restIssue(pull: PullRequest) {
    return {
      url: `${this.apiUrl}/issues/${pull.number}`,
      id: pull.number,
      node_id: pull.node_id,
      number: pull.number,
      title: pull.title,
      user: this.restUser(),
      labels: pull.labels.map((name) => this.label(name)),
      state: pull.state,
      body: pull.body,
      created_at: pull.created_at,
      updated_at: pull.updated_at,
      closed_at: pull.closed_at,
      pull_request: {
        url: `${this.apiUrl}/pulls/${pull.number}`,
        html_url: `${this.htmlUrl}/pull/${pull.number}`,
        merged_at: pull.merged_at,
      },
    };
  }

  private restRef(branch: string) {
    const sha = this.refs.get(branch)!;
    return {
      ref: `refs/heads/${branch}`,
      node_id: `REF_${sha1(branch).slice(0, 12)}`,
      url: `${this.apiUrl}/git/refs/heads/${branch}`,
      object: { sha, type: "commit", url: `${this.apiUrl}/git/commits/${sha}` },
    };
  }

  private touch(pull: PullRequest) {
    pull.updated_at = this.now()
      .toISOString()
      .replace(/\.\d+Z$/, "Z");
  }

  /** Answers a REST call under /repos/{owner}/{repo}; `rest` is the path after it. Undefined: not a call this repository knows. */
  rest(
    method: string,
    rest: string,
    query: URLSearchParams,
    body: unknown,
    accept: string,
  ): { status: number; body?: unknown; raw?: Buffer; type?: string } | undefined {
    const input = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    const notFound = { status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } };
    const pullOf = (number: string) => this.pulls.find((pull) => pull.number === Number(number));

    if ((match = /^\/collaborators\/([^/]+)$/.exec(rest)) && method === "GET") {
      return decodeURIComponent(match[1]!) === USER.login ? { status: 204 } : notFound;
    }
    if ((match = /^\/git\/trees\/(.+)$/.exec(rest)) && method === "GET") {
      const commit = this.resolveTreeish(decodeURIComponent(match[1]!));
      if (!commit) return notFound;
      const recursive = query.has("recursive");
      const dirs = new Set<string>();
      for (const path of commit.files.keys())
        path
          .split("/")
          .slice(0, -1)
          .forEach((_, i, parts) => dirs.add(parts.slice(0, i + 1).join("/")));
      const entries = [
        ...[...dirs].map((path) => ({
          path,
          mode: "040000",
          type: "tree",
          sha: sha1(`tree ${path} ${commit.sha}`),
          url: `${this.apiUrl}/git/trees/${sha1(`tree ${path} ${commit.sha}`)}`,
        })),
        ...[...commit.files].map(([path, sha]) => ({
          path,
          mode: "100644",
          type: "blob",
          sha,
          size: this.blobs.get(sha)!.length,
          url: `${this.apiUrl}/git/blobs/${sha}`,
        })),
      ]
        .filter(({ path }) => recursive || !path.includes("/"))
        .sort((a, b) => (a.path < b.path ? -1 : 1));
      const treeSha = sha1(`tree ${commit.sha}`);
      return {
        status: 200,
        body: { sha: treeSha, url: `${this.apiUrl}/git/trees/${treeSha}`, tree: entries, truncated: false },
      };
    }
    if ((match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)) && method === "GET") {
      const content = this.blobs.get(match[1]!);
      if (!content) return notFound;
      if (accept.includes("application/vnd.github.raw"))
        return {
          status: 200,
          raw: content,
          type: content.includes(0) ? "application/octet-stream" : "text/plain; charset=utf-8",
        };
      return {
        status: 200,
        body: {
          sha: match[1],
          node_id: `B_${match[1]}`,
          size: content.length,
          url: `${this.apiUrl}/git/blobs/${match[1]}`,
          content: content.toString("base64"),
          encoding: "base64",
        },
      };
    }
    if ((match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const branch = decodeURI(match[1]!);
      if (!this.refs.has(branch)) return { status: 422, body: { message: "Reference does not exist" } };
      if (method === "DELETE") {
        this.refs.delete(branch);
        return { status: 204 };
      }
      if (method === "PATCH") {
        const sha = String(input.sha);
        if (!this.commits.has(sha)) return { status: 422, body: { message: "Object does not exist" } };
        if (!input.force && !this.ancestors(sha).has(this.refs.get(branch)!))
          return { status: 422, body: { message: "Update is not a fast forward" } };
        this.refs.set(branch, sha);
        return { status: 200, body: this.restRef(branch) };
      }
    }
    if (rest === "/pulls" && method === "POST") {
      const head = String(input.head).replace(new RegExp(`^${this.owner}:`), "");
      const base = String(input.base ?? this.defaultBranch);
      const headSha = this.refs.get(head);
      if (!headSha || !this.refs.has(base))
        return {
          status: 422,
          body: {
            message: "Validation Failed",
            errors: [{ resource: "PullRequest", field: headSha ? "base" : "head", code: "invalid" }],
          },
        };
      if (this.pulls.some((pull) => pull.state === "open" && pull.head === head && pull.base === base)) {
        return {
          status: 422,
          body: {
            message: "Validation Failed",
            errors: [
              {
                resource: "PullRequest",
                code: "custom",
                message: `A pull request already exists for ${this.owner}:${head}.`,
              },
            ],
          },
        };
      }
      if (this.changedFiles(headSha, base).length === 0)
        return {
          status: 422,
          body: {
            message: "Validation Failed",
            errors: [{ resource: "PullRequest", code: "custom", message: `No commits between ${base} and ${head}` }],
          },
        };
      const date = this.now()
        .toISOString()
        .replace(/\.\d+Z$/, "Z");
      const number = this.pulls.length + 1;
      const pull: PullRequest = {
        number,
        node_id: `PR_${Buffer.from(`${this.id}:${number}`).toString("base64url")}`,
        title: String(input.title),
        body: typeof input.body === "string" ? input.body : null,
        head,
        headSha,
        base,
        draft: input.draft === true,
        state: "open",
        merged: false,
        merge_commit_sha: null,
        labels: [],
        created_at: date,
        updated_at: date,
        closed_at: null,
        merged_at: null,
      };
      this.pulls.push(pull);
      return { status: 201, body: this.restPull(pull) };
    }
    if ((match = /^\/pulls\/(\d+)$/.exec(rest))) {
      const pull = pullOf(match[1]!);
      if (!pull) return notFound;
      if (method === "GET") return { status: 200, body: this.restPull(pull) };
      if (method === "PATCH") {
        if (input.state === "closed" && pull.state === "open") {
          pull.state = "closed";
          pull.closed_at = this.now()
            .toISOString()
            .replace(/\.\d+Z$/, "Z");
        }
        if (typeof input.title === "string") pull.title = input.title;
        this.touch(pull);
        return { status: 200, body: this.restPull(pull) };
      }
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
      const method_ = String(input.merge_method ?? "merge");
      const title =
        typeof input.commit_title === "string"
          ? input.commit_title
          : `Merge pull request #${pull.number} from ${this.owner}/${pull.head}`;
      const merge = this.commit({
        parents: method_ === "merge" ? [baseSha, headSha] : [baseSha],
        message: title,
        tree,
        author: { name: USER.name, email: "", login: USER.login },
      });
      this.refs.set(pull.base, merge.sha);
      Object.assign(pull, {
        state: "closed",
        merged: true,
        merge_commit_sha: merge.sha,
        headSha,
        merged_at: merge.date,
        closed_at: merge.date,
        updated_at: merge.date,
      });
      return { status: 200, body: { sha: merge.sha, merged: true, message: "Pull Request successfully merged" } };
    }
    if ((match = /^\/issues\/(\d+)$/.exec(rest))) {
      const pull = pullOf(match[1]!);
      if (!pull) return notFound;
      if (method === "GET") return { status: 200, body: this.restIssue(pull) };
      if (method === "PATCH") {
        if (Array.isArray(input.labels))
          pull.labels = [
            ...new Set(
              input.labels.map((label) =>
                typeof label === "string" ? label : String((label as { name: string }).name),
              ),
            ),
          ];
        this.touch(pull);
        return { status: 200, body: this.restIssue(pull) };
      }
    }
    if ((match = /^\/issues\/(\d+)\/labels$/.exec(rest)) && method === "POST") {
      const pull = pullOf(match[1]!);
      if (!pull) return notFound;
      const labels = (Array.isArray(body) ? body : (input.labels as string[] | undefined)) ?? [];
      pull.labels = [...new Set([...pull.labels, ...labels.map(String)])];
      this.touch(pull);
      return { status: 200, body: pull.labels.map((name) => this.label(name)) };
    }
    // What .github/workflows/preview.yml posts once a draft's preview is published (or could not be).
    if ((match = /^\/statuses\/([0-9a-f]{40})$/.exec(rest)) && method === "POST") {
      if (!this.commits.has(match[1]!))
        return { status: 422, body: { message: `No commit found for SHA: ${match[1]}` } };
      if (!["error", "failure", "pending", "success"].includes(String(input.state)))
        return { status: 422, body: { message: "Validation Failed" } };
      const list = this.statuses.get(match[1]!) ?? [];
      const status = {
        id: list.length + 1,
        state: input.state as CommitStatus["state"],
        target_url: typeof input.target_url === "string" ? input.target_url : null,
        description: typeof input.description === "string" ? input.description : null,
        context: typeof input.context === "string" ? input.context : "default",
        created_at: this.now()
          .toISOString()
          .replace(/\.\d+Z$/, "Z"),
      };
      this.statuses.set(match[1]!, [...list, status]);
      return { status: 201, body: { ...status, url: `${this.apiUrl}/statuses/${match[1]}`, creator: this.restUser() } };
    }
    return undefined;
  }

  // ——— GraphQL ———

  private blobNode(sha: string) {
    const content = this.blobs.get(sha)!;
    const isBinary = content.includes(0);
    return {
      __typename: "Blob",
      oid: sha,
      byteSize: content.length,
      isBinary,
      isTruncated: false,
      text: isBinary ? null : content.toString("utf8"),
    };
  }

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
        avatarUrl: "",
        user: commit.author.login ? { databaseId: USER.id, login: commit.author.login } : null,
      },
      history: ({ first = 100, path }: { first?: number; path?: string }) => ({
        nodes: this.history(sha, path)
          .slice(0, first)
          .map((each) => this.commitNode(each.sha)),
      }),
      file: ({ path }: { path: string }) => (commit.files.has(path) ? { path, oid: commit.files.get(path) } : null),
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

  private pullNode(pull: PullRequest) {
    return {
      id: pull.node_id,
      number: pull.number,
      title: pull.title,
      url: `${this.htmlUrl}/pull/${pull.number}`,
      isDraft: pull.draft,
      isCrossRepository: false,
      createdAt: pull.created_at,
      updatedAt: pull.updated_at,
      headRefName: pull.head,
      headRefOid: this.refs.get(pull.head) ?? pull.headSha,
      author: {
        __typename: "User",
        login: USER.login,
        avatarUrl: USER.avatar_url,
        name: USER.name,
        email: "",
        databaseId: USER.id,
      },
      labels: ({ first = 100 }: { first?: number }) => ({
        nodes: pull.labels.slice(0, first).map((name) => ({ name })),
      }),
      files: ({ first = 100 }: { first?: number }) => ({
        nodes: this.changedFiles(this.refs.get(pull.head) ?? pull.headSha, pull.base).slice(0, first),
      }),
    };
  }

  private repositoryNode() {
    return {
      id: this.id,
      name: this.name,
      nameWithOwner: `${this.owner}/${this.name}`,
      defaultBranchRef: { name: this.defaultBranch },
      ref: ({ qualifiedName }: { qualifiedName: string }) => {
        const name = qualifiedName.replace(/^refs\/heads\//, "");
        const sha = this.refs.get(name);
        return sha ? { name, target: this.commitNode(sha) } : null;
      },
      object: ({ oid, expression }: { oid?: string; expression?: string }) => {
        if (oid) return this.commits.has(oid) ? this.commitNode(oid) : this.blobs.has(oid) ? this.blobNode(oid) : null;
        const [treeish = "", path = ""] = (expression ?? "").split(/:(.*)/s);
        const blob = this.resolveTreeish(treeish)?.files.get(path);
        return blob ? this.blobNode(blob) : null;
      },
      pullRequests: ({
        states,
        labels,
        first = 100,
        headRefName,
      }: {
        states?: string | string[];
        labels?: string[];
        first?: number;
        headRefName?: string;
      }) => {
        const wanted = states ? [states].flat().map((state) => state.toLowerCase()) : undefined;
        const list = this.pulls
          .filter(
            (pull) =>
              (!wanted || wanted.includes(pull.merged ? "merged" : pull.state)) &&
              (!labels || pull.labels.some((label) => labels.includes(label))) &&
              (!headRefName || pull.head === headRefName),
          )
          .sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1));
        return { totalCount: list.length, nodes: list.slice(0, first).map((pull) => this.pullNode(pull)) };
      },
    };
  }

  private mutations() {
    const pullById = (id: string) => {
      const pull = this.pulls.find((candidate) => candidate.node_id === id);
      if (!pull) throw new GraphQLError(`Could not resolve to a node with the global id of '${id}'`);
      return pull;
    };
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
        return { ref: { name: branch, target: this.commitNode(input.oid) } };
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
      convertPullRequestToDraft: ({ input }: { input: { pullRequestId: string } }) => {
        const pull = pullById(input.pullRequestId);
        pull.draft = true;
        this.touch(pull);
        return { pullRequest: this.pullNode(pull) };
      },
      markPullRequestReadyForReview: ({ input }: { input: { pullRequestId: string } }) => {
        const pull = pullById(input.pullRequestId);
        pull.draft = false;
        this.touch(pull);
        return { pullRequest: this.pullNode(pull) };
      },
    };
  }

  /** Answers a GraphQL request's body as GitHub does: always 200, with `errors` beside `data` when something failed. */
  graphql(body: { query?: string; variables?: Record<string, unknown> }): {
    data: unknown;
    errors?: { type: string; message: string; path?: string[] }[];
  } {
    try {
      const operation = parseOperation(String(body.query ?? ""));
      const root =
        operation.kind === "mutation"
          ? this.mutations()
          : {
              repository: ({ owner, name }: { owner: string; name: string }) =>
                owner === this.owner && name === this.name ? this.repositoryNode() : null,
            };
      return { data: execute(root, operation.selections, body.variables ?? {}) };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return { data: null, errors: [{ type: "UNPROCESSABLE", message: error.message }] };
    }
  }
}

// ——— A small GraphQL reader: operations, fields with aliases and arguments, inline fragments. No named fragments or directives (Sveltia uses none). ———

type ValueNode =
  { variable: string } | { list: ValueNode[] } | { object: Record<string, ValueNode> } | { literal: unknown };
type Selection =
  | { field: string; alias: string; args: Record<string, ValueNode>; selections?: Selection[] }
  | { on: string; selections: Selection[] };

function parseOperation(source: string): { kind: "query" | "mutation"; selections: Selection[] } {
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
  const value = (): ValueNode => {
    const token = take();
    if (token === "$") return { variable: take() };
    if (token === "[") {
      const list: ValueNode[] = [];
      while (peek() !== "]") list.push(value());
      take("]");
      return { list };
    }
    if (token === "{") {
      const object: Record<string, ValueNode> = {};
      while (peek() !== "}") {
        const key = take();
        take(":");
        object[key] = value();
      }
      take("}");
      return { object };
    }
    if (token.startsWith('"')) return { literal: JSON.parse(token) };
    if (/^-?\d/.test(token)) return { literal: Number(token) };
    // true, false, null, or an enum value (OPEN, UPDATED_AT), which reaches the resolver as its name.
    return { literal: token === "true" ? true : token === "false" ? false : token === "null" ? null : token };
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
      const args: Record<string, ValueNode> = {};
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

function argument(node: ValueNode, variables: Record<string, unknown>): unknown {
  if ("variable" in node) return variables[node.variable];
  if ("list" in node) return node.list.map((item) => argument(item, variables));
  if ("object" in node)
    return Object.fromEntries(Object.entries(node.object).map(([key, item]) => [key, argument(item, variables)]));
  return node.literal;
}

/** Resolves a selection set on an object whose fields are values or functions of their arguments. */
function execute(
  object: Record<string, unknown>,
  selections: Selection[],
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const selection of selections) {
    if ("on" in selection) {
      if (object.__typename === selection.on) Object.assign(result, execute(object, selection.selections, variables));
      continue;
    }
    // A field this stand-in does not model is an error, as an unknown field is on GitHub: the call is then seen to fail.
    if (!(selection.field in object))
      throw new GraphQLError(
        `Field '${selection.field}' doesn't exist on type '${String(object.__typename ?? "Object")}'`,
      );
    let value = object[selection.field];
    if (typeof value === "function")
      value = (value as (args: Record<string, unknown>) => unknown)(
        Object.fromEntries(Object.entries(selection.args).map(([key, node]) => [key, argument(node, variables)])),
      );
    const resolve = (item: unknown) =>
      selection.selections && item != null
        ? execute(item as Record<string, unknown>, selection.selections, variables)
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
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, X-GitHub-Api-Version",
    "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
    "Access-Control-Expose-Headers": "ETag, Link, X-GitHub-Request-Id",
  };
  const json = (status: number, answer?: unknown) =>
    response
      .writeHead(status, {
        ...cors,
        ...(answer !== undefined && { "Content-Type": "application/json; charset=utf-8" }),
      })
      .end(answer === undefined ? undefined : JSON.stringify(answer));
  if (request.method === "OPTIONS") return (json(204), true);
  const token = /^(?:token|bearer) (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token || !tokens().includes(token))
    return (
      json(401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }),
      true
    );
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    return (json(400, { message: "Problems parsing JSON" }), true);
  }

  if (url.pathname === "/api/graphql" && request.method === "POST")
    return (json(200, repository.graphql((parsed ?? {}) as { query?: string })), true);
  if (url.pathname === "/api/v3/user" && request.method === "GET") return (json(200, USER), true);
  const prefix = `/api/v3/repos/${repository.owner}/${repository.name}`;
  const answer = url.pathname.startsWith(prefix)
    ? repository.rest(
        request.method ?? "GET",
        url.pathname.slice(prefix.length),
        url.searchParams,
        parsed,
        String(request.headers.accept ?? ""),
      )
    : undefined;
  if (!answer) return (json(404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }), true);
  if (answer.raw)
    response
      .writeHead(answer.status, { ...cors, "Content-Type": answer.type ?? "application/octet-stream" })
      .end(answer.raw);
  else json(answer.status, answer.body);
  return true;
}
