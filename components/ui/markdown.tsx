import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { MDXComponents } from "mdx/types";
import type { ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { wordPlugins } from "@/lib/mdx/plugins.mjs";
import { EventCard, EventGrid } from "@/components/events/event-card";
import { getEvent } from "@/lib/content";
import { ui, type Locale } from "@/lib/i18n";
import { ExternalLink } from "./external-link";

/** A page of this site (/about, #top, mailto:, tel:): every other address opens as an outside link, `//host` included. */
const isInternal = (href: string) => /^(?:\/(?![/\\])|#|mailto:|tel:)/i.test(href) || href === "";

/**
 * How the HTML of a content body is drawn (compiled by @next/mdx with lib/mdx/plugins.mjs, which already made every
 * typed character text and emptied unsafe addresses): headings start at h2 under the page's own h1; outside links
 * open in a new tab with its hidden note in the page's language; phone links never break inside the number; each
 * {name} a text holds shows `values[name]` (a fact, e.g. the e-mail address as a link) or stays as typed.
 */
export function markdownComponents(locale: Locale, values: Record<string, ReactNode> = {}): MDXComponents {
  const newTab = ui(locale).shell.newTab;
  return {
    h1: ({ children }) => <h2>{children}</h2>,
    a: ({ href = "", children }) =>
      isInternal(href) ? (
        <a href={href} className={href.startsWith("tel:") ? "tel" : undefined}>
          {children}
        </a>
      ) : (
        <ExternalLink href={href} newTab={newTab}>
          {children}
        </ExternalLink>
      ),
    Fill: ({ name }: { name: string }) => (Object.hasOwn(values, name) ? values[name] : `{${name}}`),
    // For a developer's .mdx entry: <NextDates events="winter-solstice-retreat" /> shows those events' cards and dates.
    NextDates: ({ events }: { events: string }) => (
      <EventGrid>
        {events.split(",").map((slug) => (
          <EventCard key={slug} event={getEvent(slug.trim(), locale)} locale={locale} />
        ))}
      </EventGrid>
    ),
  };
}

/** The body of a content file (content/events/x.md), compiled at build time by @next/mdx, drawn in `locale`. */
export async function MarkdownBody({
  source,
  locale,
  values,
}: {
  source: string;
  locale: Locale;
  values?: Record<string, ReactNode>;
}) {
  // One pattern per kind, so the bundler compiles the Markdown and MDX files of the content folder and nothing else
  // there; @content/ is that folder (next.config.mjs: content/, or CONTENT_DIR).
  const path = source.replace(/^content\//, "");
  const { default: Body } = path.endsWith(".mdx")
    ? await import(`@content/${path.slice(0, -4)}.mdx`)
    : await import(`@content/${path.slice(0, -3)}.md`);
  return <Body components={markdownComponents(locale, values)} />;
}

/**
 * A Markdown text from the page words (a YAML field, e.g. a section of “New here?”): the same plugins as the bodies,
 * turned into elements at build time with nothing evaluated (a body is a file @next/mdx compiles; a field is not).
 */
export function MarkdownWords({
  text,
  locale,
  values,
}: {
  text: string;
  locale: Locale;
  values?: Record<string, ReactNode>;
}) {
  // A {name} (remarkFacts' <Fill>) becomes a plain <fill> element: only lower-case names are looked up without evaluating anything.
  const fill = (_state: unknown, node: { attributes: { value?: unknown }[] }) => ({
    type: "element" as const,
    tagName: "fill",
    properties: { name: String(node.attributes[0]?.value ?? "") },
    children: [],
  });
  const processor = unified()
    .use(remarkParse)
    .use(wordPlugins)
    .use(remarkRehype, { handlers: { mdxJsxTextElement: fill } as never });
  const tree = processor.runSync(processor.parse(text));
  const components = markdownComponents(locale, values);
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { ...components, fill: components.Fill } as never });
}
