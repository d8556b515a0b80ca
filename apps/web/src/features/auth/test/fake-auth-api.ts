import { vi } from 'vitest';
import type { PublicUser } from '@charity/shared';

/** One request the app made: method, path (with query) and the parsed JSON body, if any. */
export type SentRequest = { method: string; path: string; body: unknown };

type Answer = readonly [status: number, body: unknown];

/**
 * Replaces fetch with a table of "METHOD /path" -> [status, body]; anything else answers 404. Returns the list of
 * requests, in order, so a test can assert what the page sent (and what it did not).
 */
export function fakeAuthApi(routes: Record<string, Answer | (() => Answer)>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = `${url.pathname}${url.search}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      const [status, answer] = (typeof route === 'function' ? route() : route) ?? [
        404,
        { message: 'Not found' },
      ];
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

export const USER_ID = '0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

export const DONOR: PublicUser = {
  id: USER_ID,
  email: 'asha@example.org',
  first_name: 'Asha',
  last_name: 'Rao',
  phone: null,
  email_verified: true,
};

export const sessionAnswer = (user: PublicUser = DONOR) => ({
  access_token: 'token-the-web-app-ignores',
  user,
  message: 'ok',
});
