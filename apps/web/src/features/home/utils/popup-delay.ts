import { TIMING } from '@charity/shared';

/**
 * The localStorage key docs/product/content-and-pages.md names; kept as is so the value survives from the old
 * site.
 */
export const POPUP_TIME_KEY = 'popuptime';

/** Storage may be missing or throw (private modes, disabled cookies); the popup then uses the default. */
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored `popuptime`, or the default when absent, unreadable or not a positive number. */
export function readPopupTime(store: Store | undefined): number {
  try {
    const value = Number(store?.getItem(POPUP_TIME_KEY));
    return Number.isFinite(value) && value > 0 ? value : TIMING.popupDefaultDelayMs;
  } catch {
    return TIMING.popupDefaultDelayMs;
  }
}

/**
 * The longest delay setTimeout keeps: a larger one overflows its 32-bit counter and fires at once, which after
 * about twenty closes would show the popup immediately instead of almost never.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * docs/product/content-and-pages.md: the popup appears after twice the stored `popuptime` (5000 ms by
 * default).
 */
export const popupDelayMs = (store: Store | undefined): number =>
  Math.min(2 * readPopupTime(store), MAX_TIMER_MS);

/**
 * On close the stored `popuptime` doubles, so a visitor who dismissed it waits longer each time. Returns the new
 * value. Never reloads the page (docs/product/content-and-pages.md).
 */
export function doublePopupTime(store: Store | undefined): number {
  const next = 2 * readPopupTime(store);
  try {
    store?.setItem(POPUP_TIME_KEY, String(next));
  } catch {
    // Full or blocked storage: the popup just keeps its current delay.
  }
  return next;
}

/** window.localStorage, or undefined where reading it throws (blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
