import { documentOf, exportedRoutes } from "./built-site";

/*
 * What a first visit paints before any other request: the page's CSS is in its <head> (experimental.inlineCss), its
 * hero's art is drawn in the page, and no font or image is preloaded (Chromium holds the first paint for a preloaded
 * font; React preloads an early <img> unless it is lazy or low priority).
 */
test.each(exportedRoutes())("%s needs no other file for its first screen", (route) => {
  const document = documentOf(route);
  expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  expect(document.head.querySelector("style")).not.toBeNull();
  expect(
    document.head.querySelectorAll('link[rel="preload"][as="font"], link[rel="preload"][as="image"]'),
  ).toHaveLength(0);
  const hero = document.querySelector("main > header");
  expect(hero?.querySelector("img")).toBeNull();
  const art = hero?.querySelector(":scope > svg[role='img']");
  expect(art?.getAttribute("aria-label")).toMatch(/\S/);
  expect(art?.querySelector("path, rect, circle")).not.toBeNull();
});
