import { TIME_ZONE } from "./clock";

/**
 * Now in Florida by the visitor's clock, as a script expression giving "YYYY-MM-DD HH:MM" (24-hour): Intl's parts for
 * America/New_York (lib/clock.ts's TIME_ZONE), so the daylight-saving rule is the browser's, not ours. Written so it
 * compares as text with the build's "YYYY-MM-DD HH:MM". `Date.now()` follows a test's clock.
 */
export const FLORIDA_NOW = `(p=>p.year+"-"+p.month+"-"+p.day+" "+p.hour+":"+p.minute)(Object.fromEntries(new Intl.DateTimeFormat("en-US",{timeZone:"${TIME_ZONE}",year:"numeric",month:"2-digit",day:"2-digit",hour:"2-digit",minute:"2-digit",hourCycle:"h23"}).formatToParts(Date.now()).map(p=>[p.type,p.value])))`;

/**
 * On pages that show dates (components/events/dates.tsx), as soon as they are parsed, by the visitor's clock in
 * Florida: in each group of dates the build wrote, the first whose gathering has not ended is shown (a repeating
 * rule written last, with no end, stays when every date has passed; a gathering with nothing left is hidden, and so
 * is a band with no gathering left); "Today"/"Tonight"/"Tomorrow" beside a date only when true now; a fact that holds
 * until a time (a cancelled gathering, `data-ends`) hidden from then; the home band's cards ordered by the dates they show. Attributes only, no text: React hydrates the page as built.
 */
export const DATES_SCRIPT = `(()=>{let q=s=>document.querySelectorAll(s),n=${FLORIDA_NOW},t=n.slice(0,10);for(const g of q("[data-dates]")){let f;for(const i of g.querySelectorAll("[data-date]"))i.hidden=f||i.dataset.end<=n,f||=!i.hidden;if(!f)g.closest(g.dataset.dates).hidden=!0}for(const e of q("[data-on]"))e.hidden=e.dataset.on!=t;for(const e of q("[data-ends]"))e.hidden=e.dataset.ends<=n;for(const s of q("[data-soon]")){let a=[...s.querySelectorAll("article:not([hidden])")],k=a=>a.querySelector("[data-date]:not([hidden])")?.dataset.end||"~";a.sort((x,y)=>k(x)<k(y)?-1:1).forEach((a,i)=>a.style.order=i);s.closest("section").hidden=!a.length}})()`;

/** On every page with an urgent notice (components/layout/urgent-notice.tsx): hides it once its end has passed in Florida. */
export const NOTICE_SCRIPT = `(()=>{let n=${FLORIDA_NOW};for(const u of document.querySelectorAll("[data-until]"))u.hidden=u.dataset.until<=n})()`;
