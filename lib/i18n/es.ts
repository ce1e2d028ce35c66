import { en, type Dictionary } from "./en";

/** Placeholder until the Spanish dictionary lands. */
export const es: Dictionary = en;
