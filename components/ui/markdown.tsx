import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import { ExternalLink } from "./external-link";

export interface MarkdownTextProps {
  /** Text staff wrote in /admin: Markdown headings, lists, emphasis and links. */
  text: string;
  /** The hidden "(opens in a new tab)" in the page's language. */
  newTab: string;
}

/**
 * Staff-written Markdown as HTML. It is Markdown, not MDX: HTML tags and braces show as typed (react-markdown
 * escapes raw HTML), so "<3", "{optional}" or "a<b>c" are text. Headings start at h2 under the page's own h1;
 * outside links open in a new tab with its hidden note, phone links never break inside the number.
 */
export function MarkdownText({ text, newTab }: MarkdownTextProps) {
  const components: Components = {
    h1: ({ children }) => <h2>{children}</h2>,
    a: ({ href = "", children }) =>
      /^https?:\/\//.test(href) ? (
        <ExternalLink href={href} newTab={newTab}>
          {children}
        </ExternalLink>
      ) : (
        <a href={href} className={href.startsWith("tel:") ? "tel" : undefined}>
          {children}
        </a>
      ),
  };
  // Telephone links are kept (react-markdown keeps only web and mail addresses by default).
  return (
    <Markdown components={components} urlTransform={(url) => (/^tel:\+?[\d-]+$/.test(url) ? url : defaultUrlTransform(url))}>
      {text}
    </Markdown>
  );
}
