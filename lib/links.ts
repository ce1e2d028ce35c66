/**
 * Where money and RSVPs may go: the hosts of the organisation's payment, giving, community and RSVP pages. Developers
 * own this list, so a new host is a reviewed change to the code, never a save in /admin: a stolen editor sign-in
 * cannot send donations elsewhere. The site facts' links must be on one of them (/admin's field and the build share
 * the pattern); a link in a text may go anywhere else, and always opens as an outside link.
 */
export const trustedHosts = [
  // Payment pages: giving tiers, the one-time gift, monthly giving.
  "pay.example.com",
  // The donation short link.
  "give.example.com",
  // The community platform: The Village, its invitation, event RSVPs.
  "community.example.com",
  // The companion app.
  "companion.example.com",
] as const;

const escaped = trustedHosts.map((host) => host.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A full https:// address on a trusted host: the pattern of every link in the site facts. */
export const trustedLinkPattern = `^https://(?:${escaped.join("|")})(?:[/?#]\\S*)?$`;
export const trustedLinkMessage = `a full address starting https:// on one of the organisation's sites (${trustedHosts.join(", ")}); a developer adds another`;

/**
 * Why a link in a text (Markdown) cannot be kept, in plain words, or undefined: an address without its https:// that
 * browsers open on another site (//host), a host written in punycode (xn--, which can imitate any name), or one
 * that dresses up as a trusted host (pay.example.com.secure-checkout.example).
 */
export function linkProblem(url: string): string | undefined {
  if (/^\s*[/\\]{2}/.test(url)) return `links to “${url}”, an address that starts with //: write the full address starting https://`;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (host.split(".").some((label) => label.startsWith("xn--"))) {
    return `links to ${host}, a name written in punycode (xn--), which can imitate another site's: link to the site's usual address`;
  }
  const imitated = trustedHosts.find((trusted) => host !== trusted && host.includes(trusted));
  if (imitated) return `links to ${host}, which is not ${imitated} but looks like it: link to https://${imitated}/… itself`;
  return undefined;
}
