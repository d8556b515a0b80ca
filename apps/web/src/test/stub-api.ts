import { vi } from 'vitest';

/** A JSON Response, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch for one test: every API call is answered with `answer(url)` (a Response passes through, anything
 * else is sent as JSON) and the requested URLs are recorded, so tests can assert what the page asked for.
 */
export function stubApi(answer: (url: URL) => unknown): URL[] {
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      requested.push(url);
      const body = answer(url);
      return body instanceof Response ? body : json(body);
    }),
  );
  return requested;
}
