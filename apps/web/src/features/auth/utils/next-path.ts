import { paths } from '@charity/shared';

/*
 * The page to return to after login or verification (docs/product/accounts.md: "back to the page that sent the visitor to log
 * in, else the payments page"). It travels as ?next= through login → register → verify and forgot → reset →
 * login, so it survives a reload and a visitor who switches between those pages.
 */

/** Where a donor lands when nothing sent them to log in. */
export const DEFAULT_AFTER_LOGIN = paths.payment;

export const NEXT_PARAM = 'next';

/**
 * `raw` as a path on this site, or null. Only same-site paths are accepted, never an absolute or
 * protocol-relative URL (an open redirect: a phishing link could send a fresh login to another site), and never
 * an auth page, which would send a logged-in donor straight back to a page that redirects them.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Browsers ignore tabs and newlines inside URLs ("/\t/evil.example"); refuse any control character.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?next=` added when there is a safe one to carry along. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: safe }).toString()}` : path;
}
