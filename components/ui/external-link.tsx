import type { AnchorHTMLAttributes } from "react";

export type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** The hidden "(opens in a new tab)" in the page's language (content/ui.yaml: shell.newTab). */
  newTab: string;
  /** The hint's language, when the link sits in text of another language (the Spanish page's English statute). */
  newTabLang?: string;
};

/** Every outside link opens in a new tab without handing the opener to the other site (spec §7). */
export function ExternalLink({ children, newTab, newTabLang, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden" lang={newTabLang}>
        {" "}
        {newTab}
      </span>
    </a>
  );
}
