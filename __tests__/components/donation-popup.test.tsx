import { act, fireEvent, render, screen } from "@testing-library/react";
import { DonationPopup } from "@/components/home/donation-popup";
import { donationWords } from "@/components/home/donation-words";
import type { Locale } from "@/lib/i18n";
import { DONATION_POPUP_DELAY_MS, DONATION_POPUP_FLAG } from "@/lib/client-constants";
import { site } from "@/lib/site";

const TITLE = "Help Build Our Sacred Sanctuary";

/** The words the home page passes to the popup in `locale` during the giving day, from the real dictionary. */
const wordsIn = (locale: Locale) => donationWords(locale, site.givingDay.start);
const words = wordsIn("en");

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Lets a pending import() of the dialog's module settle (it resolves on the microtask queue). */
async function flushImports() {
  await act(async () => {
    await jest.requireActual<typeof import("@/components/home/donation-dialog")>("@/components/home/donation-dialog");
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Renders the popup in `locale` and lets its delay pass; the returned promise is its dialog. */
function openPopup(locale: Locale = "en") {
  render(<DonationPopup words={wordsIn(locale)} href={site.links.donateShortLink} />);
  advance(DONATION_POPUP_DELAY_MS);
  return screen.findByRole("dialog");
}

describe("DonationPopup", () => {
  it("opens at 3000 ms, not before, with its title, and only then sets the session flag", async () => {
    render(<DonationPopup words={words} href={site.links.donateShortLink} />);
    advance(DONATION_POPUP_DELAY_MS - 1);
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(window.sessionStorage.getItem(DONATION_POPUP_FLAG)).toBeNull();
    advance(1);
    expect(await screen.findByRole("dialog")).toHaveAccessibleName(TITLE);
    expect(window.sessionStorage.getItem(DONATION_POPUP_FLAG)).not.toBeNull();
  });

  it("offers an external Donate Now link that opens in a new tab", async () => {
    await openPopup();
    const donate = screen.getByRole("link", { name: /donate now/i });
    expect(donate).toHaveAttribute("target", "_blank");
    expect(donate.getAttribute("rel")?.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    expect(donate).toHaveAttribute("href", site.links.donateShortLink);
  });

  it.each([
    ["its close button", () => fireEvent.click(screen.getByRole("button", { name: "Close" }))],
    ['"Maybe later"', () => fireEvent.click(screen.getByRole("button", { name: /maybe later/i }))],
    ["Escape", () => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })],
  ])("closes with %s", async (_, close) => {
    await openPopup();
    close();
    advance(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["before its delay (timer cleared)", 0],
    ["while the dialog's code is loading", DONATION_POPUP_DELAY_MS],
  ])("sets no flag when it unmounts %s", async (_, before) => {
    const { unmount } = render(<DonationPopup words={words} href={site.links.donateShortLink} />);
    advance(before);
    unmount();
    advance(DONATION_POPUP_DELAY_MS - before);
    await flushImports();
    expect(window.sessionStorage.getItem(DONATION_POPUP_FLAG)).toBeNull();
  });

  it("speaks Spanish on a Spanish page", async () => {
    const es = wordsIn("es");
    const dialog = await openPopup("es");
    expect(dialog).toHaveAccessibleName(es.title);
    expect(es.title).not.toBe(TITLE);
    // The Spanish text names the region and the opening in Spanish, not the English facts.
    expect(dialog).toHaveTextContent(es.text);
    expect(es.text).not.toContain("Central Florida");
    expect(es.text).not.toContain("Spring 2026");
    expect(screen.getByRole("button", { name: es.close })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: new RegExp(es.donate) })).toHaveAttribute("target", "_blank");
  });
});
