/** Simple line icons (24×24, stroke = currentColor), drawn by components/ui/icon.tsx. */
export const iconPaths = {
  book: "M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5",
  flame:
    "M12 22c4 0 7-2.7 7-6.6 0-3.9-3-6.2-4.3-9.4-.6 2-1.7 3.2-3 3.8.3-3.1-1-6.3-3.7-7.8.4 3.6-3 6.3-3 10.9C5 19.3 8 22 12 22z",
  voice: "M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8",
  heart:
    "M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.3 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z",
  moon: "M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z",
  spiral: "M12 12a1.5 1.5 0 1 1 1.5-1.5A3 3 0 1 1 9 13.5a4.5 4.5 0 1 1 7.5-4.5A6 6 0 1 1 6 16",
  sun: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8",
  wind: "M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h8",
  lotus: "M12 20c-4.5 0-8-2.5-9-6 3 0 5.5 1 7 3-1-4 0-8 2-11 2 3 3 7 2 11 1.5-2 4-3 7-3-1 3.5-4.5 6-9 6z",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v5M16 3v5",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
  pin: "M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3",
  seed: "M12 21v-8M12 13c0-4 3-7 8-7 0 5-3 7-8 7zM12 15c0-3-2.5-5.5-7-5.5 0 4 2.5 5.5 7 5.5z",
  tree: "M12 22v-7M12 15l-4-3M12 13l3-3M6 12a6 6 0 1 1 12 0 4 4 0 0 1-4 4h-4a4 4 0 0 1-4-4z",
  star: "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z",
  home: "M3 11l9-7.5 9 7.5M5.5 9.5V21h13V9.5M10 21v-6h4v6",
  gift: "M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S10.5 3 7.5 4.5 9 9 12 9zm0 0s1.5-6 4.5-4.5S15 9 12 9z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
  check: "M4 12.5l5 5L20 6.5",
  arrow: "M4 12h15M13 6l6 6-6 6",
  link: "M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.1-1.1",
  sparkle:
    "M12 3l1.8 5.7L19.5 10l-5.7 1.8L12 17.5l-1.8-5.7L4.5 10l5.7-1.3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z",
  hands:
    "M7 11V5.5a1.5 1.5 0 0 1 3 0V10M10 9V4.5a1.5 1.5 0 0 1 3 0V10M13 9.5V6a1.5 1.5 0 0 1 3 0v7c0 4.5-2.5 8-7 8-3 0-4.5-1.5-6-4l-1.5-2.8a1.5 1.5 0 0 1 2.6-1.5L7 14.5",
  circle: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z",
  balance: "M12 3v18M5 21h14M4 7h16M4 7l-2.5 6a3 3 0 0 0 5 0zM20 7l-2.5 6a3 3 0 0 0 5 0z",
  crown: "M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z",
} as const;

export type IconName = keyof typeof iconPaths;

/** A card with an icon, a title, a line of text and an optional button (components/ui/icon-cards.tsx). */
export interface IconCardItem {
  icon: IconName;
  title: string;
  text: string;
  action?: { href: string; label: string; external?: boolean };
}

/** Cards from a record of icons and the same keys' words in the dictionary, in the icons' order. */
export function iconCards<K extends string>(
  icons: Record<K, IconName>,
  words: Record<K, { title: string; text: string }>,
): IconCardItem[] {
  return (Object.keys(icons) as K[]).map((key) => ({
    icon: icons[key],
    title: words[key].title,
    text: words[key].text,
  }));
}
