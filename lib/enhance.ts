/** Runs before first paint: marks the document as scripted so the mobile menu starts collapsed without a layout shift. */
export const ENHANCE_SCRIPT = "document.documentElement.dataset.js=''";
