import { pageMetadata, type PageMetadataInput } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

describe("pageMetadata", () => {
  const input: PageMetadataInput = {
    locale: "en",
    title: "The Red Book Series",
    description: "Ten Monday evenings on Zoom with a guide through Jung's Red Book.",
    path: "/events/red-book-series",
  };

  it("appends the site name to the title", () => {
    expect(pageMetadata(input).title).toBe(`The Red Book Series | ${site.name}`);
    expect(site.name.length).toBeGreaterThan(0);
  });

  it("passes the description through", () => {
    expect(pageMetadata(input).description).toBe(input.description);
  });

  it("sets the canonical URL to the path", () => {
    expect(pageMetadata(input).alternates?.canonical).toBe("/events/red-book-series");
  });

  it("uses the path given for each page", () => {
    const meta = pageMetadata({ locale: "en", title: "Contact", description: "Reach us.", path: "/contact" });
    expect(meta.title).toBe(`Contact | ${site.name}`);
    expect(meta.alternates?.canonical).toBe("/contact");
  });

  it("links the English page to its Spanish twin, English being the default", () => {
    const meta = pageMetadata(input);
    expect(meta.alternates?.languages).toEqual({
      en: "/events/red-book-series",
      es: "/es/events/red-book-series",
      "x-default": "/events/red-book-series",
    });
    expect(meta.openGraph).toMatchObject({ locale: "en_US", alternateLocale: ["es_US"] });
  });
});

describe("pageMetadata in Spanish", () => {
  const meta = pageMetadata({
    locale: "es",
    title: "Nosotros",
    description: "Nuestra historia.",
    path: "/about",
    image: "about",
  });

  it("sets the canonical URL to the Spanish route, with the site name after the title", () => {
    expect(meta.title).toBe(`Nosotros | ${site.name}`);
    expect(meta.description).toBe("Nuestra historia.");
    expect(meta.alternates?.canonical).toBe("/es/about");
  });

  it("names both languages and the English default as alternates", () => {
    expect(meta.alternates?.languages).toEqual({ en: "/about", es: "/es/about", "x-default": "/about" });
  });

  it("is a Spanish OpenGraph page with an English alternate and a Spanish share image", () => {
    expect(meta.openGraph).toMatchObject({ url: "/es/about", locale: "es_US", alternateLocale: ["en_US"] });
    const images = meta.openGraph?.images as { url: string; alt: string }[];
    expect(images).toHaveLength(1);
    expect(images[0]!.url).toBe(`${site.url}/es/og/about.png`);
    expect((meta.twitter?.images as { url: string }[])[0]!.url).toBe(`${site.url}/es/og/about.png`);
    // The alt text is the Spanish one, not the English share image's.
    const english = pageMetadata({
      locale: "en",
      title: "About",
      description: "Our story.",
      path: "/about",
      image: "about",
    });
    expect(images[0]!.alt).not.toBe((english.openGraph?.images as { alt: string }[])[0]!.alt);
  });

  it("gives the Spanish home page the route /es", () => {
    const home = pageMetadata({ locale: "es", title: "Inicio", description: "x", path: "/" });
    expect(home.alternates?.canonical).toBe("/es");
    expect(home.alternates?.languages).toEqual({ en: "/", es: "/es", "x-default": "/" });
    expect((home.openGraph?.images as { url: string }[])[0]!.url).toBe(`${site.url}/es/og/home.png`);
  });
});
