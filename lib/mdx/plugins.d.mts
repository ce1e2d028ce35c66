import type { PluggableList, Preset } from "unified";

/** The components a `.mdx` entry may place. */
export const mdxComponents: string[];
/** The address a link keeps: itself when safe, "" when it could run or hide something. */
export function safeUrl(url: string): string;
/** The plugins a Markdown text of the page words goes through. */
export const wordPlugins: PluggableList;
declare const preset: Preset;
export default preset;
