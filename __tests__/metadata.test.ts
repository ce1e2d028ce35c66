import { pageMetadata, type PageMetadataInput } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

describe("pageMetadata", () => {
  // A page's English route has no prefix, its Spanish twin is under /es (the Spanish home is /es); English is the default.
  it.each<[PageMetadataInput["locale"], PageMetadataInput["path"], PageMetadataInput["image"], string]>([
    ["en", "/events/red-book-series", undefined, "/og/home.png"],
    ["en", "/contact", undefined, "/og/home.png"],
    ["en", "/community", "village", "/og/village.png"],
    ["es", "/about", "about", "/es/og/about.png"],
    ["es", "/", undefined, "/es/og/home.png"],
  ])(
    "%s %s (image: %s): branded title, canonical route, both languages, a 1200×630 PNG share image %s",
    (locale, path, image, file) => {
      const input = { locale, title: "The Red Book Series", description: "Ten Monday evenings on Zoom.", path, image };
      const meta = pageMetadata(input);
      const spanish = path === "/" ? "/es" : `/es${path}`;
      const canonical = locale === "en" ? path : spanish;
      expect(meta.title).toBe("The Red Book Series | Heartwood Sanctuary");
      expect(meta.description).toBe(input.description);
      expect(meta.alternates).toEqual({ canonical, languages: { en: path, es: spanish, "x-default": path } });
      expect(meta.openGraph).toMatchObject({
        title: input.title,
        description: input.description,
        url: canonical,
        siteName: "Heartwood Sanctuary",
        locale: locale === "en" ? "en_US" : "es_US",
        alternateLocale: [locale === "en" ? "es_US" : "en_US"],
        images: [
          {
            url: `${site.url}${file}`,
            width: 1200,
            height: 630,
            type: "image/png",
            alt: expect.stringContaining("Heartwood Sanctuary"),
          },
        ],
      });
      expect(meta.twitter).toMatchObject({
        card: "summary_large_image",
        title: input.title,
        images: [{ url: `${site.url}${file}` }],
      });
    },
  );

  it("describes the Spanish share image in Spanish, not with the English image's alt text", () => {
    const alt = (locale: "en" | "es") =>
      (
        pageMetadata({ locale, title: "x", description: "x", path: "/about", image: "about" }).openGraph?.images as {
          alt: string;
        }[]
      )[0]!.alt;
    expect(alt("es")).not.toBe(alt("en"));
  });
});
