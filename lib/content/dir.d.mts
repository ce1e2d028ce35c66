/** The folder the site's content is read from: `content/`, or the one CONTENT_DIR names. */
export function contentRoot(): string;
/** A content file named as in messages ("content/site.yaml") on disk. */
export function contentPath(file: string): string;
/** A file on disk named as messages name it. */
export function contentName(file: string): string;
