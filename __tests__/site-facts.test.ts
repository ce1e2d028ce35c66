/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError } from "@/lib/content";
import { contentPath } from "@/lib/content/dir.mjs";
import { givingTiers } from "@/lib/data/giving";
import { membershipTiers } from "@/lib/data/membership";
import { readSiteFacts, site } from "@/lib/site";

/** content/site.yaml with one line replaced, written to a temporary file; its path relative to the working directory. */
function factsWith(from: RegExp, to: string): string {
  const source = fs.readFileSync(contentPath("content/site.yaml"), "utf8");
  expect(source).toMatch(from);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-facts-"));
  fs.writeFileSync(path.join(dir, "site.yaml"), source.replace(from, to));
  return path.relative(process.cwd(), path.join(dir, "site.yaml"));
}

describe("content/site.yaml", () => {
  it("holds the facts the spec states", () => {
    expect(site.email).toBe("support@example.org");
    expect(site.phone).toEqual({ display: "(386) 555-0142", href: "tel:+13865550142", e164: "+13865550142" });
    expect(site.charity.registrationNumber).toBe("CH80043");
    expect(site.privacyEffective).toBe("2025-09-29");
    expect(givingTiers.map((tier) => tier.amount)).toEqual([25, 75, 150, 300, 500]);
    expect(membershipTiers.map((tier) => [tier.price, tier.period])).toEqual([
      [0, undefined],
      [33, "month"],
      [108, "month"],
      [777, "quarter"],
    ]);
  });

  it("names the file and the field of a wrong amount", () => {
    const file = factsWith(/amount: "75"\n/, 'amount: "seventy-five"\n');
    expect(() => readSiteFacts(file)).toThrow(
      new ContentError(
        file,
        "giving.rootedSupporter.amount",
        'expected a whole number of dollars, found "seventy-five"',
      ),
    );
  });

  it("names a missing fact and an unknown one", () => {
    expect(() => readSiteFacts(factsWith(/email: .*\n/, ""))).toThrow(/field "email" is missing: expected text/);
    expect(() => readSiteFacts(factsWith(/  zoom:\n/, '  zoom:\n    url: "https://zoom.us"\n'))).toThrow(
      /field "places\.zoom\.url" is not a field of this form: remove it/,
    );
  });

  it("keeps a date written without quotes as text and refuses an impossible one", () => {
    expect(readSiteFacts(factsWith(/privacyEffective: .*\n/, "privacyEffective: 2025-09-29\n")).privacyEffective).toBe(
      "2025-09-29",
    );
    expect(() => readSiteFacts(factsWith(/privacyEffective: .*\n/, "privacyEffective: 2025-02-30\n"))).toThrow(
      /field "privacyEffective" expected a real calendar date, found "2025-02-30"/,
    );
  });

  it("names the file when it is not YAML", () => {
    const file = factsWith(/email: .*\n/, "email: [unclosed\n");
    expect(() => readSiteFacts(file)).toThrow(
      new RegExp(`Invalid content in ${file}: field "yaml" could not be parsed`),
    );
  });
});
