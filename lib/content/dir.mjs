import path from "node:path";

/**
 * The folder the site's content is read from: `content/`, or the folder the CONTENT_DIR setting names (relative to
 * the working directory), e.g. the tests' frozen copy `e2e/fixtures/content`. Messages name a file as it is in
 * `content/` ("content/events/x.md"), the folder staff edit, whichever folder a build reads.
 */
export const contentRoot = () => path.resolve(process.cwd(), process.env.CONTENT_DIR || "content");

/** A content file named as in messages ("content/site.yaml") on disk; any other path is relative to the working directory. */
export function contentPath(file) {
  const [first, ...rest] = file.split(/[/\\]/);
  return first === "content" ? path.join(contentRoot(), ...rest) : path.resolve(process.cwd(), file);
}

/** A file on disk named as messages name it: "content/…" inside the content folder, else relative to the working directory. */
export function contentName(file) {
  const inside = path.relative(contentRoot(), file);
  return inside.startsWith("..") || path.isAbsolute(inside)
    ? path.relative(process.cwd(), file)
    : path.join("content", inside);
}
