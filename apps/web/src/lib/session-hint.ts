import { useSyncExternalStore } from 'react';

/*
 * Whether this browser may have a session. The session itself is an HttpOnly cookie
 * (docs/product/accounts.md) that script cannot see, and asking GET /api/auth/me on every page would answer
 * 401 to every visitor who is not logged in: browsers log each failed request to the console (noise for
 * visitors, a Lighthouse "errors in console" failure, a failed e2e check). So the app keeps this flag, never
 * a token, set when a login or verification succeeds and cleared on logout or a 401, and only asks /me, or
 * loads the account menu, when it is set. A stale flag costs one 401, after which it is cleared. Kept free of
 * imports: the app shell reads it on every page.
 */

const HINT_KEY = 'sm_signed_in';
const listeners = new Set<() => void>();

/** True when a session may exist. If storage is unavailable, always true: the app then simply asks /me. */
function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage disabled (private mode, policy): hasSessionHint then stays true, which still works.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the flag too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === HINT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The flag, re-rendering when it changes (in this tab or another). */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionHint, () => false);
}
