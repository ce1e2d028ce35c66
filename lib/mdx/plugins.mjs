import remarkFrontmatter from "remark-frontmatter";
import { SKIP, visit } from "unist-util-visit";

/**
 * The one set of remark plugins every content body goes through: compiled by @next/mdx at build time
 * (next.config.mjs names this file, as Turbopack needs) and run again by the content check (lib/content/load.ts), so
 * what the check accepts is what the build compiles. A `.md` body is words: any character staff type shows as
 * typed. A developer's `.mdx` body may also place the components listed here, with text attributes only: nothing
 * in a content file is code that runs.
 */

/** The components a `.mdx` entry may place (mdx-components.tsx gives them), e.g. <NextDates events="…" />. */
export const mdxComponents = ["NextDates"];

/** Why a node of a `.mdx` body is refused, in plain words, or undefined. */
function refusal(node) {
  switch (node.type) {
    case "mdxjsEsm":
      return "holds an import or export, which is code: an entry may only place the components mdx-components.tsx gives";
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return `holds {${node.value}}, which is code: write \\{ for a brace, or make the entry a .md file`;
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      if (!mdxComponents.includes(node.name ?? ""))
        return `holds <${node.name ?? ""}>, which is not one of the components an entry may place (${mdxComponents.join(", ")})`;
      if (
        node.attributes.some(
          (attribute) =>
            attribute.type !== "mdxJsxAttribute" || (attribute.value !== null && typeof attribute.value !== "string"),
        )
      ) {
        return `gives <${node.name}> a value in braces, which is code: write each value as text in quotes`;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** `.mdx` bodies hold words and the allowed components only: anything else stops the build, naming the file. */
function remarkOnlyWords() {
  return (tree, file) => {
    visit(tree, (node) => {
      const why = refusal(node);
      if (why) file.fail(why, node, "content:code");
    });
  };
}

/** Nodes whose children are blocks (paragraphs, lists), not words. */
const flow = new Set(["root", "blockquote", "listItem", "footnoteDefinition"]);

/** Raw HTML typed in Markdown ("<3", "<br>", "a<b>c") is text: MDX's Markdown mode would drop it silently. */
function remarkTypedText() {
  return (tree) => {
    visit(tree, "html", (node, index, parent) => {
      const text = { type: "text", value: node.value, position: node.position };
      // A line of its own (flow) becomes a paragraph; inside a sentence, text.
      parent.children[index] = flow.has(parent.type)
        ? { type: "paragraph", children: [text], position: node.position }
        : text;
    });
  };
}

/** Addresses a link may keep: web, mail, a page of the site (relative), and phone numbers. */
export function safeUrl(url) {
  if (/^tel:\+?[\d-]+$/i.test(url)) return url;
  const colon = url.indexOf(":");
  const [question, hash, slash] = ["?", "#", "/"].map((mark) => url.indexOf(mark));
  const relative = colon === -1 || [slash, question, hash].some((mark) => mark !== -1 && colon > mark);
  return relative || /^(?:https?|mailto):/i.test(url) ? url : "";
}

/** `javascript:`, `data:` and other addresses that could run or hide something become empty links. */
function remarkSafeLinks() {
  return (tree) => {
    visit(tree, ["link", "image", "definition"], (node) => {
      node.url = safeUrl(node.url);
    });
  };
}

/**
 * A page's text may name facts ({email}, {site}): each {name} becomes <Fill name="…" />, which the page fills in
 * its language (components/ui/markdown.tsx); a name it does not know shows as typed.
 */
function remarkFacts() {
  return (tree) => {
    visit(tree, "text", (node, index, parent) => {
      const parts = node.value.split(/\{(\w+)\}/);
      if (parts.length === 1) return undefined;
      const nodes = parts.flatMap((part, i) =>
        i % 2
          ? [
              {
                type: "mdxJsxTextElement",
                name: "Fill",
                attributes: [{ type: "mdxJsxAttribute", name: "name", value: part }],
                children: [],
              },
            ]
          : part
            ? [{ type: "text", value: part }]
            : [],
      );
      parent.children.splice(index, 1, ...nodes);
      return [SKIP, index + nodes.length];
    });
  };
}

/** Front matter is data, read by lib/content/frontmatter.ts: here it is only recognised (YAML alone) and left out. */
function remarkNoFrontmatter() {
  return (tree) => {
    tree.children = tree.children.filter((node) => node.type !== "yaml");
  };
}

/** What a text of the page words goes through (a YAML field has no front matter and no components). */
export const wordPlugins = [remarkTypedText, remarkSafeLinks, remarkFacts];

/** The preset @next/mdx and the content check both use. */
const contentPlugins = {
  plugins: [[remarkFrontmatter, ["yaml"]], remarkNoFrontmatter, remarkOnlyWords, ...wordPlugins],
};
export default contentPlugins;
