import { act, fireEvent, render, screen } from "@testing-library/react";
import { DonationPopup } from "@/components/home/donation-popup";
import { DONATION_POPUP_DELAY_MS, DONATION_POPUP_FLAG } from "@/lib/site";

const TITLE = "Help Build Our Sacred Sanctuary";

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe("DonationPopup", () => {
  it("is closed before 3000 ms and sets no flag yet", () => {
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS - 1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(window.sessionStorage.getItem(DONATION_POPUP_FLAG)).toBeNull();
  });

  it("opens at 3000 ms with its title and sets the session flag", () => {
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS);
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAccessibleName(TITLE);
    expect(window.sessionStorage.getItem(DONATION_POPUP_FLAG)).not.toBeNull();
  });

  it("offers an external Donate Now link that opens in a new tab", () => {
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS);
    const donate = screen.getByRole("link", { name: /donate now/i });
    expect(donate).toHaveAttribute("target", "_blank");
    expect(donate.getAttribute("rel")?.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    expect(donate.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("does not open when the session flag is already set", () => {
    window.sessionStorage.setItem(DONATION_POPUP_FLAG, "1");
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS * 3);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with its close button", () => {
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    advance(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it('closes with "Maybe later"', () => {
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: /maybe later/i }));
    advance(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape", () => {
    render(<DonationPopup />);
    advance(DONATION_POPUP_DELAY_MS);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    advance(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not open after it unmounts before the delay (timer cleared)", () => {
    const { unmount } = render(<DonationPopup />);
    unmount();
    advance(DONATION_POPUP_DELAY_MS);
    expect(window.sessionStorage.getItem(DONATION_POPUP_FLAG)).toBeNull();
  });
});
