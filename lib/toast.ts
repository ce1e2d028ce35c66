/** A notification for the toast host in the shell (spec §8, §9). */
export interface ToastMessage {
  title: string;
  description?: string;
}

export const TOAST_EVENT = "site:toast";

/** Shows a toast; the host loads the toast library on first use, so pages without toasts never pay for it. */
export function showToast(message: ToastMessage): void {
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }));
}
