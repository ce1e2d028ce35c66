import { fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "@/components/contact/contact-form";
import { CONTACT_DRAFT_KEY } from "@/lib/contact";
import { TOAST_EVENT, type ToastMessage } from "@/lib/toast";

const EMAIL = "support@example.org";

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const form = () => screen.getByRole("form", { name: "Contact form" }) as HTMLFormElement;

/** Sets a field's value the way typing does, firing the input event the draft listens to. */
function type(label: RegExp, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

function fillValid() {
  type(/^name/i, "Ana Rivera");
  type(/^email/i, "ana@example.com");
  type(/^phone/i, "386-555-0100");
  type(/^subject/i, "Winter retreat");
  type(/^message/i, "Is there still space?");
}

let toasts: ToastMessage[];
const onToast = (event: Event) => toasts.push((event as CustomEvent<ToastMessage>).detail);
let open: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  toasts = [];
  window.addEventListener(TOAST_EVENT, onToast);
  open = jest.spyOn(window, "open").mockImplementation(() => null);
  // jsdom does not implement the validation bubble.
  jest.spyOn(HTMLFormElement.prototype, "reportValidity").mockImplementation(function (this: HTMLFormElement) {
    return this.checkValidity();
  });
});

afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
  jest.restoreAllMocks();
});

describe("ContactForm fields", () => {
  it("declares the mail-client submission and the required fields", () => {
    render(<ContactForm email={EMAIL} />);
    expect(form()).toHaveAttribute("action", `mailto:${EMAIL}`);
    expect(form()).toHaveAttribute("enctype", "text/plain");
    for (const label of [/^name/i, /^email/i, /^subject/i, /^message/i]) expect(field(label)).toBeRequired();
    expect(field(/^phone/i)).not.toBeRequired();
    expect(field(/^email/i)).toHaveAttribute("type", "email");
  });
});

describe("ContactForm submit", () => {
  it("a valid submit opens the mail client with the message, shows the toast and clears the form", () => {
    render(<ContactForm email={EMAIL} />);
    fillValid();
    fireEvent.submit(form());

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe("_self");
    expect(url.startsWith(`mailto:${EMAIL}?`)).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Winter retreat");
    expect(params.get("body")).toContain("Is there still space?");
    expect(params.get("body")).toContain("Ana Rivera <ana@example.com>");
    expect(params.get("body")).toContain("386-555-0100");

    expect(toasts).toEqual([
      { title: "Message Sent!", description: "Thank you for reaching out. We will get back to you shortly." },
    ]);
    for (const label of [/^name/i, /^email/i, /^phone/i, /^subject/i, /^message/i]) expect(field(label)).toHaveValue("");
    expect(window.localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it("an empty submit opens nothing and shows no toast", () => {
    render(<ContactForm email={EMAIL} />);
    fireEvent.submit(form());
    expect(open).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(form().checkValidity()).toBe(false);
  });

  it("an invalid e-mail address blocks the submit and keeps what was typed", () => {
    render(<ContactForm email={EMAIL} />);
    fillValid();
    type(/^email/i, "not-an-email");
    fireEvent.submit(form());
    expect(open).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(field(/^name/i)).toHaveValue("Ana Rivera");
    expect((field(/^email/i) as HTMLInputElement).validity.typeMismatch).toBe(true);
  });

  it("a missing required field (subject) blocks the submit", () => {
    render(<ContactForm email={EMAIL} />);
    fillValid();
    type(/^subject/i, "");
    fireEvent.submit(form());
    expect(open).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});

describe("ContactForm draft", () => {
  it("saves every keystroke as a draft in localStorage", () => {
    render(<ContactForm email={EMAIL} />);
    type(/^name/i, "Ana");
    type(/^message/i, "Half a thought");
    expect(JSON.parse(window.localStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({ name: "Ana", message: "Half a thought" });
  });

  it("restores a saved draft on the next visit", () => {
    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: "Ana", email: "ana@example.com", phone: "", subject: "Hi", message: "Hello" }),
    );
    render(<ContactForm email={EMAIL} />);
    expect(field(/^name/i)).toHaveValue("Ana");
    expect(field(/^email/i)).toHaveValue("ana@example.com");
    expect(field(/^subject/i)).toHaveValue("Hi");
    expect(field(/^message/i)).toHaveValue("Hello");
    expect(field(/^phone/i)).toHaveValue("");
  });

  it("ignores an unreadable draft", () => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, "{oops");
    render(<ContactForm email={EMAIL} />);
    expect(field(/^name/i)).toHaveValue("");
  });

  it("a draft round-trips through a remount (another visit)", () => {
    const { unmount } = render(<ContactForm email={EMAIL} />);
    type(/^subject/i, "Kept");
    unmount();
    render(<ContactForm email={EMAIL} />);
    expect(field(/^subject/i)).toHaveValue("Kept");
  });
});
