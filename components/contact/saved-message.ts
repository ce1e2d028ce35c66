import { useSyncExternalStore } from "react";
import { CONTACT_DRAFT_KEY, adoptable, savedAt, tooOld, type MessageStorage } from "@/lib/contact";

/**
 * Where the contact message is kept: localStorage, one entry per tab (`heartwood:contact-draft:<tab>`), so what one
 * tab does ("My message went", a new message) never touches another tab's. The tab's id lives in sessionStorage: a
 * reload or another page of the same tab keeps it. When the browser refuses to store (storage full, blocked site
 * data, an old private window), the message is kept in memory for as long as the page is open, and the panel says so.
 */
const TAB_KEY = "heartwood:contact-tab";
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
let tabId: string | undefined;

function tab(): string {
  if (tabId) return tabId;
  const fresh = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  try {
    tabId = sessionStorage.getItem(TAB_KEY) ?? undefined;
    if (!tabId) sessionStorage.setItem(TAB_KEY, (tabId = fresh));
  } catch {
    tabId ??= fresh;
  }
  return tabId;
}

/** This tab's key for a key of lib/contact.ts. */
const own = (key: string) => (key === CONTACT_DRAFT_KEY ? `${key}:${tab()}` : key);

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const notify = () => listeners.forEach((listener) => listener());

/** Every write through it is seen by useSavedMessage; it never throws. */
export function messageStorage(): MessageStorage {
  return {
    getItem: (key) => {
      const kept = memory.get(own(key));
      if (kept !== undefined) return kept;
      try {
        return local()?.getItem(own(key)) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        const store = local();
        if (!store) throw new Error("no localStorage");
        store.setItem(own(key), value);
        memory.delete(own(key));
      } catch {
        memory.set(own(key), value);
      }
      notify();
    },
    removeItem: (key) => {
      memory.delete(own(key));
      try {
        local()?.removeItem(own(key));
      } catch {
        // Nothing was stored there.
      }
      notify();
    },
  };
}

/** Whether this tab's message is only in memory: it is lost when the page closes. */
export function keptInMemoryOnly(): boolean {
  return memory.has(own(CONTACT_DRAFT_KEY));
}

/** Whether a key of storage holds a contact message (any tab's, or one kept before messages were kept per tab). */
const isMessageKey = (key: string | null): key is string =>
  !!key && (key === CONTACT_DRAFT_KEY || key.startsWith(`${CONTACT_DRAFT_KEY}:`));

/**
 * When the contact form opens: every message saved more than a day ago is dropped, this tab's included, so a shared
 * computer does not show it to the next person. Then a tab with no message of its own takes the latest one another
 * tab left less than an hour ago (e.g. in a tab just closed), so a message survives its tab but not its writer. It
 * is moved, not copied: a message said to have gone does not come back in the next tab. A tab still open puts its own
 * back at once (see `subscribe`).
 */
export function adoptMessage(now = Date.now()): void {
  try {
    const store = local();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(isMessageKey);
    for (const key of keys) if (tooOld(store.getItem(key), now)) store.removeItem(key);
    const mine = own(CONTACT_DRAFT_KEY);
    if (store.getItem(mine) !== null || memory.has(mine)) return notify();
    let latest: { key: string; raw: string } | undefined;
    for (const key of keys) {
      const raw = store.getItem(key);
      if (key === mine || raw === null || !adoptable(raw, now)) continue;
      if (!latest || savedAt(raw) > savedAt(latest.raw)) latest = { key, raw };
    }
    if (latest) {
      store.setItem(mine, latest.raw);
      store.removeItem(latest.key);
    }
    notify();
  } catch {
    // Storage refused: this tab starts empty, the other message stays where it is.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed storage. If it took this tab's message (adoptMessage), this tab, still open, puts it back.
  const onStorage = (event: StorageEvent) => {
    if (event.key === own(CONTACT_DRAFT_KEY) && event.newValue === null && event.oldValue !== null) {
      try {
        local()?.setItem(event.key, event.oldValue);
      } catch {
        memory.set(event.key, event.oldValue);
      }
    }
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** This tab's saved message as stored (JSON), null on the server and before hydration. */
export function useSavedMessage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => messageStorage().getItem(CONTACT_DRAFT_KEY),
    () => null,
  );
}
