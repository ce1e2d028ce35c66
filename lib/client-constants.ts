/**
 * What the client leaves (NavBar, ToastHost) import. Kept free of imports so
 * that a client bundle does not pull in lib/site.ts: that would ship the whole site configuration
 * (addresses, links, copy) to every browser. The nav bar gets the site name and
 * links as props from the server-rendered SiteHeader instead (and the popup its link from the home page).
 */

/** Behaviour constants of spec §9 used by the client leaves. */
export const NAV_SCROLL_THRESHOLD = 50;
export const TOAST_DURATION_MS = 5000;
export const DONATION_POPUP_DELAY_MS = 3000;
export const DONATION_POPUP_FLAG = "heartwood:donation-popup-shown";
/**
 * The urgent notice on the page, once the notice's own script has hidden it if its end has passed on the visitor's
 * clock (components/layout/urgent-notice.tsx): while one shows, the donation popup stays closed.
 */
export const ACTIVE_URGENT_NOTICE = "[data-until]:not([hidden])";
