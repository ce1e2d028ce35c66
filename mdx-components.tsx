import type { MDXComponents } from "mdx/types";
import { markdownComponents } from "@/components/ui/markdown";

/** Required by @next/mdx: the components a content body is drawn with (each page passes its language's, MarkdownBody). */
export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return { ...markdownComponents("en"), ...components };
}
