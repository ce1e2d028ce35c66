import type { MDXComponents } from "mdx/types";
import type { AnchorHTMLAttributes } from "react";
import { cx } from "@/lib/cx";

/** Telephone links in MDX get the site's "tel" class (no line break inside the number); other links are plain. */
function MdxLink({ href, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const tel = href?.startsWith("tel:");
  return <a href={href} className={cx(className, tel && "tel") || undefined} {...props} />;
}

/** Required by @next/mdx; MDX bodies are styled by the prose wrapper that renders them. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { a: MdxLink, ...components };
}
