/**
 * Today in Florida (YYYY-MM-DD) by the visitor's clock, as a script expression: Eastern time is UTC−5, and UTC−4 from
 * 2:00 on the second Sunday of March to 2:00 on the first Sunday of November (the US rule since 2007). Not Intl: its
 * first use on a page delays the first paint. __tests__/dates-script.test.ts checks it
 * against Intl for America/New_York (lib/clock.ts's TIME_ZONE), hour by hour. `Date.now()` follows a test's clock.
 */
export const FLORIDA_TODAY =
  "(n=>{let y=new Date(n).getUTCFullYear(),s=(m,w,h)=>Date.UTC(y,m,1+(7-new Date(Date.UTC(y,m,1)).getUTCDay())%7+7*w,h);return new Date(n-36e5*(n>=s(2,1,7)&&n<s(10,0,6)?4:5)).toISOString().slice(0,10)})(Date.now())";

/**
 * On pages that show dates (components/events/dates.tsx), as soon as they are parsed: today in Florida by the
 * visitor's clock; in each group of dates the build wrote, the first not yet passed is shown (a gathering with none
 * left is hidden, and so is a band with no gathering left); "Tonight"/"Tomorrow" beside a date only when that is
 * true today. Attributes only, no text: React hydrates the page as built.
 */
export const DATES_SCRIPT = `(()=>{let q=s=>document.querySelectorAll(s),t=${FLORIDA_TODAY};for(const g of q("[data-dates]")){let f;for(const i of g.querySelectorAll("[data-date]"))i.hidden=f||i.dataset.date<t,f||=!i.hidden;if(!f)g.closest(g.dataset.dates).hidden=!0}for(const n of q("[data-on]"))n.hidden=n.dataset.on!=t;for(const s of q("[data-soon]"))s.closest("section").hidden=!s.querySelector("article:not([hidden])")})()`;
