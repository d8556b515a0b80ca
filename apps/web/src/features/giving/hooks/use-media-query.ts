import { useCallback, useSyncExternalStore } from 'react';

const media = (query: string): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether the CSS media query matches now; re-renders when that changes (rotation, resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}

/** Narrower than Tailwind's `sm` breakpoint (640 px): where a wide table becomes a list of cards. */
export const NARROW_VIEWPORT = '(max-width: 639.98px)';

/**
 * A phone: a touch screen as the main pointer, or a narrow window (docs/product/giving.md's "Pay with a UPI
 * app").
 */
export const PHONE_LIKE = `(pointer: coarse), ${NARROW_VIEWPORT}`;
