import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

describe("pageMetadata", () => {
  const input = {
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
    const meta = pageMetadata({ title: "Contact", description: "Reach us.", path: "/contact" });
    expect(meta.title).toBe(`Contact | ${site.name}`);
    expect(meta.alternates?.canonical).toBe("/contact");
  });
});
