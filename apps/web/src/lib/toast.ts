import type { ExternalToast } from 'sonner';
import type * as SonnerModule from 'sonner';

/**
 * Toasts without sonner in the first load. sonner is ~10 KB gzip, and a visitor who never meets an error never
 * needs it, so the app shell (whose error reporting runs on every page) calls this facade instead: the library
 * is fetched on the first toast, and the <Toaster> (components/ui/toaster.tsx) mounts on that first toast or
 * when the browser is idle, whichever comes first. sonner keeps toasts raised before its Toaster subscribes and
 * shows them once it does, so nothing is lost in between. Code that is itself lazily loaded (route modules,
 * forms) may still import `toast` from 'sonner' directly.
 */

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;

/** The sonner module, fetched once. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

/** A toast's id; the facade names every toast so that it can be taken away again (dismissToasts). */
export type ToastId = string | number;

export type ToastKind = 'success' | 'error' | 'info';

const toastRequestListeners = new Set<(id: ToastId, kind: ToastKind) => void>();

/**
 * Calls `listener` with the id and kind of every toast asked for, before the toast is shown; returns the
 * unsubscribe function (for an effect's cleanup).
 */
export function onToastRequest(listener: (id: ToastId, kind: ToastKind) => void): () => void {
  toastRequestListeners.add(listener);
  return () => {
    toastRequestListeners.delete(listener);
  };
}

let lastId = 0;

const show =
  (kind: ToastKind) =>
  (message: string, options?: ExternalToast): void => {
    // A string, so it never meets the numbers sonner gives the toasts that lazily loaded code raises itself.
    const id = options?.id ?? `toast-${++lastId}`;
    for (const listener of toastRequestListeners) listener(id, kind);
    // Calls on one promise run in order, so "message" then "error" toasts keep their order
    // (docs/product/README.md), and a dismissal (components/forms/attempt-toasts.ts) comes after the toasts
    // asked for before it.
    void loadSonner().then(({ toast }) => toast[kind](message, { ...options, id }));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
};
