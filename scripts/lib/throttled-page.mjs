// A phone-sized page under DevTools throttling that records its paints: shared by bench:field and bench:paint.

/** DevTools throttling: Lighthouse's mobile profile, and a slow 3G-like one. Throughput in bytes per second. */
export const PROFILES = {
  mobile: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 },
  slow: { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8, cpu: 4 },
};

/** lib/shell.ts's flag: the home page's popup is not shown again in this tab. */
export const POPUP_SHOWN = "heartwood:donation-popup-shown";

/** Paint timings, gathered in the page from its first script on: window.__paints.fcp and the last LCP entry. */
function observePaints() {
  const w = /** @type {any} */ (window);
  w.__paints = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") w.__paints.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__paints.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/**
 * A new 390 px phone context and page, its cache off, throttled by `profile`, observing its paints; the home page's
 * popup is marked as shown unless `popup`.
 * @param {import("@playwright/test").Browser} browser
 * @param {typeof PROFILES.mobile} profile
 */
export async function throttledPage(browser, profile, { popup = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript(observePaints);
  if (!popup) await context.addInitScript((flag) => sessionStorage.setItem(flag, "1"), POPUP_SHOWN);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const { latency, downloadThroughput, uploadThroughput, cpu } = profile;
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency, downloadThroughput, uploadThroughput });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return { context, page };
}

/** The paints recorded so far, in whole milliseconds. */
export async function paintsOf(/** @type {import("@playwright/test").Page} */ page) {
  const paints = await page.evaluate(() => /** @type {any} */ (window).__paints);
  return { fcp: Math.round(paints.fcp), lcp: Math.round(paints.lcp) };
}
