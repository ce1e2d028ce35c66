/** The commit built: GitHub Actions names it; elsewhere git is asked; null outside a checkout (a source archive). */
export function commitId(): string | null;
