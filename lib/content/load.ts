import fs from "node:fs";
import path from "node:path";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import type { z } from "zod";
import { linkProblem } from "../links";
import contentPlugins from "../mdx/plugins.mjs";
import { defaultLocale, type Locale } from "../i18n/locales";
import { report } from "../reporting/problems";
import { contentName, contentPath } from "./dir.mjs";
import { check, titleIn } from "./errors";
import { MAX_SLUG } from "./fields";
import { readFrontmatter, UnreadableFile } from "./frontmatter";

/** Reading an entry's file: its fields and body, its body's problems, its path and address, a whole folder of them. */

/** Where an entry is edited in /admin, relative to /admin/. */
export const adminPath = (collection: string, slug: string) => `#/collections/${collection}/entries/${slug}`;

/** A content file's fields and body (lib/content/frontmatter.ts: YAML data only), or undefined with the problem reported. */
export function readFile(relative: string, context: { admin?: string } = {}): { data: unknown; body: string } | undefined {
  try {
    return readFrontmatter(fs.readFileSync(contentPath(relative), "utf8"));
  } catch (error) {
    const reason = error instanceof UnreadableFile ? error.message : (error as Error).message.split("\n")[0];
    report({ level: "error", file: relative, message: `could not be read: ${reason}`, admin: context.admin });
    return undefined;
  }
}

/**
 * What stops a body (the text below the fields) from being published, in plain words: what the build's MDX compiler
 * would refuse (the same plugins, lib/mdx/plugins.mjs), and links that could send visitors somewhere they did not mean.
 */
export function bodyProblems(body: string, mdx: boolean): string[] {
  const processor = unified()
    .use(remarkParse)
    .use(mdx ? [remarkMdx] : [])
    .use(contentPlugins);
  try {
    const file = new VFile(body);
    const tree = processor.runSync(processor.parse(file), file);
    const found: string[] = [];
    visit(tree, ["link", "definition"], (node) => {
      const problem = linkProblem((node as unknown as { url: string }).url);
      if (problem) found.push(problem);
    });
    return found;
  } catch (error) {
    const { reason, line } = error as { reason?: string; line?: number };
    return [`${reason ?? (error as Error).message}${line ? ` (line ${line} of the text)` : ""}`];
  }
}

/** Each problem of an entry's body reported, naming the file; true when there is none. */
export function bodyIsUsable(relative: string, body: string, context: { entry?: string; admin?: string }): boolean {
  const found = bodyProblems(body, relative.endsWith(".mdx"));
  for (const message of found)
    report({
      level: "error",
      file: relative,
      ...(context.entry && { entry: context.entry }),
      field: "Text",
      message,
      ...(context.admin && { admin: context.admin }),
    });
  return !found.length;
}

/** The path of a content file in a language: content/<collection>/<slug>.md or content/es/<collection>/<slug>.md. */
export function contentFile(collection: string, slug: string, locale: Locale): string {
  const file = path.join("content", ...(locale === defaultLocale ? [] : [locale]), collection, `${slug}.md`);
  // A developer's entry with a component is content/<collection>/<slug>.mdx (see lib/mdx/plugins.mjs).
  return fs.existsSync(contentPath(`${file}x`)) ? `${file}x` : file;
}

/** An entry's file names: Markdown (.md, what /admin writes) or a developer's MDX (.mdx). */
export const ENTRY_FILE = /\.mdx?$/;

/** A file name as an address (lower-case words joined by hyphens): the name to suggest for a file whose name is not one. */
const toSlug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");


/** Every entry of a folder that matches `schema`, with its slug, body and position, in list order; the others are reported. */
export function loadCollection<T extends object>(dir: string, schema: z.ZodType<T>, collection = path.basename(dir)) {
  const files = fs
    .readdirSync(dir)
    .filter((file) => ENTRY_FILE.test(file))
    .sort();
  const entries = files.flatMap((file) => {
    const relative = contentName(path.resolve(dir, file));
    const name = file.replace(ENTRY_FILE, "");
    const slug = toSlug(name);
    // A name that is not an address was not written by /admin, which cannot open it: no link into /admin is given.
    const admin = slug === name ? adminPath(collection, name) : undefined;
    const source = readFile(relative, { admin });
    if (!source) return [];
    const entry = titleIn(source.data);
    if (!slug) {
      report({
        level: "error",
        file: relative,
        entry,
        message: "its file name has no letters or digits to make its address from: rename it",
      });
      return [];
    }
    if (slug !== name) {
      report({
        level: "error",
        file: relative,
        entry,
        message: `its file name cannot be a page's address, which takes only lower-case letters, digits and hyphens: rename the file ${slug}.md`,
      });
      return [];
    }
    if (name.length > MAX_SLUG) {
      report({
        level: "error",
        file: relative,
        entry,
        message: `its file name is ${name.length} characters long, more than the ${MAX_SLUG} a page's address may have: rename it shorter`,
        admin,
      });
      return [];
    }
    const data = check(relative, schema, source.data, { entry, admin });
    if (!bodyIsUsable(relative, source.body, { entry, admin }) || data === undefined) return [];
    const position = (data as { order?: number }).order;
    return [{ ...data, slug, order: position ?? Number.MAX_SAFE_INTEGER, body: source.body, source: relative }];
  });
  // Two entries at one position (possible only by hand) keep a stable order: by title, then address.
  const title = (entry: object) => String((entry as { title?: string }).title ?? "");
  return entries.sort((a, b) => a.order - b.order || title(a).localeCompare(title(b)) || a.slug.localeCompare(b.slug));
}
