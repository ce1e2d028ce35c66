import { TIME_ZONE } from "./clock";

/** Runs before first paint: marks the document as scripted so the mobile menu starts collapsed without a layout shift. */
export const ENHANCE_SCRIPT = "document.documentElement.dataset.js=''";

/**
 * On pages that show dates (components/events/dates.tsx), as soon as they are parsed: today in Florida by the
 * visitor's clock; in each group of dates the build wrote, the first not yet passed is shown (a gathering with none
 * left is hidden, and so is a band with no gathering left); "Tonight"/"Tomorrow" beside a date only when that is
 * true today. Attributes only, no text: React hydrates the page as built. `new Date` is passed: Intl's own "now"
 * would ignore a test's clock. en-CA writes YYYY-MM-DD, as lib/clock.ts does.
 */
export const DATES_SCRIPT = `(()=>{let q=s=>document.querySelectorAll(s),t=new Intl.DateTimeFormat("en-CA",{timeZone:"${TIME_ZONE}",year:"numeric",month:"2-digit",day:"2-digit"}).format(new Date);for(const g of q("[data-dates]")){let f;for(const i of g.querySelectorAll("[data-date]"))i.hidden=f||i.dataset.date<t,f||=!i.hidden;if(!f)g.closest(g.dataset.dates).hidden=!0}for(const n of q("[data-on]"))n.hidden=n.dataset.on!=t;for(const s of q("[data-soon]"))s.closest("section").hidden=!s.querySelector("article:not([hidden])")})()`;
