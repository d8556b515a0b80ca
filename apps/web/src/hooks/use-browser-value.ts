import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser can know (a media setting, a browser feature), read so that hydration matches the
 * server's HTML: the server, and the browser's first (hydrating) render, use `serverValue`; the browser then
 * re-renders with `read()` if it differs. For values that do not change while the page is open. React does not
 * correct attribute differences when it hydrates, so a value read straight from the browser during render would
 * leave the server's classes or attributes in place.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
