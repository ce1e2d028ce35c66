import type { IconCardItem } from "@/lib/icons";

/** The three value cards of the home page. */
export const homeValues: readonly IconCardItem[] = [
  { icon: "circle", title: "Sacred Ceremony", text: "Time-honored shamanic practices, held with care and integrity, that open a door to deep healing." },
  { icon: "users", title: "Living Community", text: "The Village: a circle of seekers who meet weekly online and in person, so no one walks alone." },
  { icon: "tree", title: "Rooted in Nature", text: "Rivers, oaks and open sky in the heart of Florida remind us that healing is a return to balance." },
];

/** The four values of /about. */
export const aboutValues: readonly IconCardItem[] = [
  { icon: "users", title: "Inclusivity", text: "Every seeker is welcome, whatever their background, belief, identity or means. We offer sponsored seats so that cost never closes the door." },
  { icon: "balance", title: "Balance", text: "Healing is not escape but return: to the body, to relationship and to the rhythms of the Earth. We honor both light and shadow." },
  { icon: "spiral", title: "Remembrance", text: "We remember the wisdom of our ancestors and the wholeness we were born with, and we hold these traditions with humility and respect." },
  { icon: "crown", title: "Sovereignty", text: "You are the authority on your own journey. We guide and hold space; we never ask you to hand over your power." },
];
