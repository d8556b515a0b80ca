import { vi } from 'vitest';

/** One request the page made. `body` is the parsed JSON, or the fields of a multipart form as strings. */
export type SentRequest = {
  method: string;
  path: string;
  kind: 'json' | 'multipart' | 'none';
  body: unknown;
};

export type Answer = readonly [status: number, body: unknown];

/**
 * Replaces fetch for one test with a table of "METHOD /path" (path with its query) -> [status, body], or a
 * function giving one, called per request (a sequence of answers, a counter). Anything else answers 404, except
 * GET /api/auth/me, which says "not logged in" unless the table says otherwise. Returns the requests in order,
 * so a test can assert exactly what the page sent, and how (and what it did not send).
 */
export function fakeApi(routes: Record<string, Answer | (() => Answer)>): SentRequest[] {
  const sent: SentRequest[] = [];
  const table: Record<string, Answer | (() => Answer)> = {
    'GET /api/auth/me': [401, { message: 'Not logged in' }],
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = `${url.pathname}${url.search}`;
      const raw = init?.body;
      const request: SentRequest =
        raw instanceof FormData
          ? {
              method,
              path,
              kind: 'multipart',
              body: Object.fromEntries(
                [...raw.entries()].map(([key, value]) => [
                  key,
                  typeof value === 'string' ? value : `file:${value.name}`,
                ]),
              ),
            }
          : typeof raw === 'string'
            ? { method, path, kind: 'json', body: JSON.parse(raw) as unknown }
            : { method, path, kind: 'none', body: undefined };
      sent.push(request);
      const route = table[`${method} ${path}`];
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

/** The requests other than the layout's own background calls. */
export const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
