/** @jest-environment node */
import { linkProblem, trustedLinkPattern } from "@/lib/links";
import { siteFactsSchema } from "@/lib/site";

const allowed = (url: string) => new RegExp(trustedLinkPattern).test(url);
const link = siteFactsSchema.shape.links.shape.oneTimeGift;

describe("the payment and community pages staff may enter", () => {
  test.each([
    "https://www.paypal.com/donate/?hosted_button_id=ABC123",
    "https://paypal.me/heartwood",
    "https://buy.stripe.com/test_4gw5kD0aB",
    "https://donate.stripe.com/4gw5kD0aB",
    "https://donorbox.org/heartwood-sanctuary",
    "https://www.zeffy.com/en-US/donation-form/heartwood",
    "https://givebutter.com/heartwood",
    "https://square.link/u/AbCdEf",
    "https://checkout.square.site/merchant/ML123/checkout/ABC",
    "https://venmo.com/u/heartwood",
    "https://www.eventbrite.com/e/winter-solstice-retreat-tickets-123",
    "https://www.meetup.com/heartwood-circles/",
    "https://heartwood.circle.so/c/events",
    "https://heartwood.mn.co/events/new-moon",
  ])("accepts %s, in /admin's field and the build alike", (url) => {
    expect(allowed(url)).toBe(true);
    expect(link.safeParse(url).success).toBe(true);
  });

  test.each([
    ["a lookalike name", "https://paypa1.com/donate"],
    ["a longer name ending like it", "https://evilpaypal.com/donate"],
    ["the name as a subdomain of another site", "https://buy.stripe.com.checkout-secure.io/pay"],
    ["the name before an @", "https://buy.stripe.com@evil.io/pay"],
    ["a port", "https://donorbox.org:8443/heartwood"],
    ["plain http", "http://www.paypal.com/donate"],
    ["punycode imitating the name", "https://xn--pypal-4ve.com/donate"],
    ["punycode in a community's own label", "https://xn--hartwood-t2a.circle.so/"],
    ["two labels before a community provider", "https://evil.heartwood.circle.so/"],
    ["the provider's name in the path only", "https://evil.io/www.paypal.com/donate"],
    ["a subdomain not listed", "https://pay.zeffy.com.evil.io/"],
  ])("refuses %s (%s)", (_, url) => {
    expect(allowed(url)).toBe(false);
    expect(link.safeParse(url).success).toBe(false);
  });
});

describe("links in texts", () => {
  it("keeps a provider's own pages and their subdomains", () => {
    expect(linkProblem("https://www.paypal.com/us/webapps/mpp/donate")).toBeUndefined();
    expect(linkProblem("https://developer.paypal.com/docs")).toBeUndefined();
    expect(linkProblem("https://heartwood.circle.so/c/events")).toBeUndefined();
  });

  it("refuses a name dressed up as a provider's, and punycode", () => {
    expect(linkProblem("https://www.paypal.com.secure-checkout.io/donate")).toMatch(
      /not www\.paypal\.com but looks like it/,
    );
    expect(linkProblem("https://donorbox.org-give.io/")).toMatch(/not donorbox\.org but looks like it/);
    expect(linkProblem("https://xn--pypal-4ve.com/")).toMatch(/punycode/);
  });
});
