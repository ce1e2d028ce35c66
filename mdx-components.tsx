import type { MDXComponents } from "mdx/types";

/** Required by @next/mdx; MDX bodies are styled by the prose wrapper that renders them. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...components };
}
