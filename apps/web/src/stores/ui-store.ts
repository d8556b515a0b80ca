import { useSyncExternalStore } from 'react';

/**
 * Open/closed state of the layout's overlays (docs/product/content-and-pages.md: the mobile menu, the sidebar and the
 * profile bar all close on every route change). A tiny external store rather than React state so the layout
 * can close everything in one call when the location changes, whichever component opened it.
 */

type UiState = {
  mobileMenuOpen: boolean;
  sidebarOpen: boolean;
  profileBarOpen: boolean;
};

const closed: UiState = { mobileMenuOpen: false, sidebarOpen: false, profileBarOpen: false };

let state: UiState = closed;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const uiStore = {
  get: (): UiState => state,
  set(patch: Partial<UiState>): void {
    const next = { ...state, ...patch };
    if (Object.keys(next).every((key) => next[key as keyof UiState] === state[key as keyof UiState])) return;
    state = next;
    emit();
  },
  closeAll(): void {
    if (state === closed) return;
    state = closed;
    emit();
  },
  // An arrow property: useSyncExternalStore calls it detached from the object.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUiState<T>(select: (s: UiState) => T): T {
  return useSyncExternalStore(
    uiStore.subscribe,
    () => select(uiStore.get()),
    () => select(closed),
  );
}
