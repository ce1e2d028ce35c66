import { siteFactsSchema } from "@/lib/site";
import { text, title } from "@/lib/content/fields";

// /admin's page is written by hand (lib/cms/admin.ts), outside React: every value in it is escaped. The name below is
// what one save of "Organisation's name" once put into its <head>: a redirect of every editor to another site.

const INJECTED = `Heartwood</title><meta http-equiv="refresh" content="0;url=https://evil.example/"><title>`;

function adminPageFor(name: string): string {
  let page = "";
  jest.isolateModules(() => {
    jest.doMock("@/lib/site", () => {
      const actual = jest.requireActual<typeof import("@/lib/site")>("@/lib/site");
      return { ...actual, site: { ...actual.site, name } };
    });
    page = (jest.requireActual("@/lib/cms/admin") as typeof import("@/lib/cms/admin")).adminPage();
  });
  return page;
}

test("a site name with markup stays text in /admin's page: no redirect, no new element, the title as typed", () => {
  const doc = new DOMParser().parseFromString(adminPageFor(INJECTED), "text/html");
  expect(doc.querySelector('meta[http-equiv="refresh"]')).toBeNull();
  expect(doc.querySelectorAll("title")).toHaveLength(1);
  expect(doc.title).toBe(`Content manager · ${INJECTED}`);
  expect([...doc.head.children].map((element) => element.tagName).join(" ")).toBe(
    "META META META META TITLE LINK LINK",
  );
});

test("the build and /admin's field both refuse markup and control characters in a one-line text", () => {
  for (const value of [INJECTED, "a <b>", "Retreat\n::error title=x::y", "tab\there", "esc\u001b[31m"]) {
    expect([value, siteFactsSchema.shape.name.safeParse(value).success]).toEqual([value, false]);
    expect([value, title.safeParse(value).success]).toEqual([value, false]);
  }
  expect(text.safeParse("Heartwood Sanctuary — Florida’s “circle” & friends").success).toBe(true);
  // /admin's pattern is a JavaScript pattern without flags: the same verdicts in the editor.
  const pattern = new RegExp((text.meta() as { pattern: string }).pattern);
  expect(pattern.test(INJECTED)).toBe(false);
  expect(pattern.test("line one\nline two")).toBe(false);
  expect(pattern.test("   ")).toBe(false);
  expect(pattern.test("Heartwood Sanctuary — Florida’s “circle” & friends")).toBe(true);
});

test("the e-mail fact is a plain address: no headers for a mailto: link to read", () => {
  const email = siteFactsSchema.shape.email;
  expect(email.safeParse("hello@heartwood.example.org").success).toBe(true);
  expect(email.safeParse("first.last+web@example.org").success).toBe(true);
  for (const value of [
    "support@example.org?bcc=spy%40evil%2Eexample&x=",
    "support@example.org&cc=spy@evil.example",
    "a%40b@example.org",
    "a@b@example.org",
    "name@example",
    "name @example.org",
  ])
    expect([value, email.safeParse(value).success]).toEqual([value, false]);
});
