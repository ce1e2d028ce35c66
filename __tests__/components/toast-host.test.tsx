import { act, render, screen } from "@testing-library/react";
import { ToastHost } from "@/components/toast/toast-host";
import { showToast } from "@/lib/toast";

beforeAll(() => {
  // sonner reads the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

describe("ToastHost", () => {
  it("renders nothing until a toast is requested", () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByLabelText(/notifications/i)).toBeNull();
  });

  it("loads the toast library on the first request and shows the title and description", async () => {
    render(<ToastHost />);
    act(() => showToast({ title: "Message Sent!", description: "Thank you for reaching out." }));
    expect(await screen.findByText("Message Sent!", undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Thank you for reaching out.")).toBeInTheDocument();
    expect(screen.getByLabelText(/notifications/i)).toBeInTheDocument();
  });

  it("shows a later toast straight away once the library is loaded", async () => {
    render(<ToastHost />);
    act(() => showToast({ title: "First" }));
    await screen.findByText("First", undefined, { timeout: 10_000 });
    act(() => showToast({ title: "Second" }));
    expect(await screen.findByText("Second", undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
