/**
 * Where money and RSVPs may go: the hosts of the organisation's payment, giving, community and RSVP pages. Developers
 * own this list, so a new host is a reviewed change to the code, never a save in /admin: a stolen editor sign-in
 * cannot send donations elsewhere. The site facts' links must be on one of them (/admin's field and the build share
 * the pattern); a link in a text may go anywhere else, and always opens as an outside link.
 */
export const trustedHosts = [
  // Stand-ins until the organisation's own pages exist: `npm run check:launch` refuses to go live with them.
  "pay.example.com",
  "give.example.com",
  "community.example.com",
  "companion.example.com",
  // Payment and donation pages.
  "www.paypal.com",
  "paypal.com",
  "www.paypal.me",
  "paypal.me",
  "buy.stripe.com",
  "donate.stripe.com",
  "donorbox.org",
  "www.donorbox.org",
  "www.zeffy.com",
  "zeffy.com",
  "givebutter.com",
  "www.givebutter.com",
  "square.link",
  "checkout.square.site",
  "venmo.com",
  "account.venmo.com",
  // Events and RSVPs.
  "www.eventbrite.com",
  "eventbrite.com",
  "www.meetup.com",
  "meetup.com",
  // Community platforms, where each community has a name of its own before the provider's: one label, e.g. heartwood.circle.so.
  "*.circle.so",
  "*.mn.co",
] as const;

/** A host as a pattern: exact, or "*." for exactly one label (letters, digits, inner hyphens, never xn--) before the rest. */
const hostPattern = (host: string) => {
  const escaped = host.replace(/^\*\./, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return host.startsWith("*.") ? `(?!xn--)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.${escaped}` : escaped;
};

/** A full https:// address on a trusted host: the pattern of every link in the site facts. */
export const trustedLinkPattern = `^https://(?:${trustedHosts.map(hostPattern).join("|")})(?:[/?#]\\S*)?$`;
export const trustedLinkMessage = `a full address starting https:// on one of the organisation's sites (${trustedHosts.join(", ")}); a developer adds another`;

/**
 * Why a link in a text (Markdown) cannot be kept, in plain words, or undefined: an address without its https:// that
 * browsers open on another site (//host), a host written in punycode (xn--, which can imitate any name), or one
 * that dresses up as a trusted host (pay.example.com.secure-checkout.example).
 */
export function linkProblem(url: string): string | undefined {
  if (/^\s*[/\\]{2}/.test(url))
    return `links to “${url}”, an address that starts with //: write the full address starting https://`;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (host.split(".").some((label) => label.startsWith("xn--"))) {
    return `links to ${host}, a name written in punycode (xn--), which can imitate another site's: link to the site's usual address`;
  }
  const imitated = trustedHosts
    .map((trusted) => trusted.replace(/^\*\./, ""))
    .find((trusted) => host !== trusted && !host.endsWith(`.${trusted}`) && host.includes(trusted));
  if (imitated)
    return `links to ${host}, which is not ${imitated} but looks like it: link to https://${imitated}/… itself`;
  return undefined;
}
