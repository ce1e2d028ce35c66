import type { IconName } from "@/lib/icons";

/** Icons of the value cards of / and /about, in order; their words are in content/pages/home.yaml and about.yaml (values). */
export const homeValueIcons = { ceremony: "circle", community: "users", nature: "tree" } as const satisfies Record<
  string,
  IconName
>;
export const aboutValueIcons = {
  inclusivity: "users",
  balance: "balance",
  remembrance: "spiral",
  sovereignty: "crown",
} as const satisfies Record<string, IconName>;
