import { useSyncExternalStore } from "react";
import { CONTACT_DRAFT_KEY, type MessageStorage } from "@/lib/contact";

/** Kept in memory when the browser refuses localStorage (blocked site data): it lasts as long as the page. */
const memory = new Map<string, string>();
const memoryStorage: MessageStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

const listeners = new Set<() => void>();

/** Where the contact message is kept; every write through it is seen by useSavedMessage. */
export function messageStorage(): MessageStorage {
  let local: Storage | null = null;
  try {
    local = window.localStorage;
  } catch {
    local = null;
  }
  const store = local ?? memoryStorage;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getItem: (key) => store.getItem(key),
    setItem: (key, value) => {
      store.setItem(key, value);
      notify();
    },
    removeItem: (key) => {
      store.removeItem(key);
      notify();
    },
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the site changed it.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The saved message as stored (JSON), null on the server and before hydration. */
export function useSavedMessage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => messageStorage().getItem(CONTACT_DRAFT_KEY),
    () => null,
  );
}
