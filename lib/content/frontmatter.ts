import { VFile } from "vfile";
import { matter } from "vfile-matter";
import YAML from "yaml";

/**
 * How every file under content/ is read: data, never code. Fields are YAML (core schema: 2025-10-13 stays text,
 * no silent Date), with no aliases (the CMS never writes one, and a few can multiply a page a hundredfold), read
 * by vfile-matter, which speaks only YAML. A file marked as another language (`---js`, `---coffee`) is refused.
 * Sizes are capped so no save can bloat the site past what a host serves.
 */

/** The largest file and body (Markdown text) a content file may have, in characters. */
export const MAX_FILE = 200_000;
export const MAX_BODY = 100_000;

/** A content file that is not data the site can read, with what is wrong in plain words. */
export class UnreadableFile extends Error {}

const yamlOptions = { schema: "core", maxAliasCount: 0 } as const;

const tooLong = (what: string, length: number, max: number) =>
  `${what} ${Math.ceil(length / 1000)} kB long, more than the ${max / 1000} kB a page may hold: shorten it or split it`;

/** The parser's complaint in plain words: an alias is named for what it is, anything else by its first line. */
function plain(error: unknown): UnreadableFile {
  const message = (error as Error).message;
  if (/alias/i.test(message))
    return new UnreadableFile("it uses a YAML alias (*name), which /admin never writes: write each value out in full");
  return new UnreadableFile(`it is not valid YAML: ${message.split("\n")[0]}`);
}

/** YAML text as data, or UnreadableFile saying why in plain words. */
export function parseYaml(source: string): unknown {
  if (source.length > MAX_FILE) throw new UnreadableFile(tooLong("it is", source.length, MAX_FILE));
  try {
    return YAML.parse(source, yamlOptions);
  } catch (error) {
    throw plain(error);
  }
}

/** A Markdown file's fields (YAML between `---` lines) and its body, or UnreadableFile saying why. */
export function readFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  if (source.length > MAX_FILE) throw new UnreadableFile(tooLong("it is", source.length, MAX_FILE));
  // `---js`, `---javascript`, `--- coffee`: fields in a language other than YAML are code; nothing here runs them.
  const opener = /^\uFEFF?---[ \t]*([^\s-][^\r\n]*)/.exec(source);
  if (opener)
    throw new UnreadableFile(
      `its fields are marked “---${opener[1]}”: only YAML fields (a line of --- alone) are read, never code; remove “${opener[1]}”`,
    );
  const file = new VFile(source);
  try {
    matter(file, { strip: true, yaml: yamlOptions });
  } catch (error) {
    throw plain(error);
  }
  const data = file.data.matter;
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new UnreadableFile("its fields are not a list of names and values");
  const body = String(file.value).trim();
  if (body.length > MAX_BODY) throw new UnreadableFile(tooLong("its text is", body.length, MAX_BODY));
  return { data: data as Record<string, unknown>, body };
}
