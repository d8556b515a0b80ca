import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { publicSite, seedSettings, type ErrorBody } from '@charity/shared';
import { DEFAULT_FAQS, SITE_DEFAULT_PAGES } from '@charity/shared/default-pages';
import type { ApiContract, ApiFailures, ApiRoute } from '#src/test/api-contract.ts';

/*
 * The one fake backend of the web tests (msw). test/setup.ts starts it for every test file; each test adds the
 * answers it needs with `server.use(on(...))`, and they are dropped after the test. A request no handler answers
 * fails the test (see `failOnUnexpectedRequests`), so a page cannot quietly call something a test did not expect.
 */

type SuccessStatus = 200 | 201;
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503;

/** A route of the contract, optionally with the exact query string it answers: `GET /api/x?page=2`. */
export type RouteKey = ApiRoute | `${ApiRoute}?${string}`;
type RouteOf<K extends string> = K extends `${infer R}?${string}` ? R : K;
type SuccessOf<K extends string> = RouteOf<K> extends keyof ApiContract ? ApiContract[RouteOf<K>] : never;
type FailureOf<K extends string> = RouteOf<K> extends keyof ApiFailures ? ApiFailures[RouteOf<K>] : ErrorBody;

/** `[status, body]`: a 2xx answer carries the contract's body for the route, anything else an error body. */
export type Reply<K extends RouteKey> =
  readonly [status: SuccessStatus, body: SuccessOf<K>] | readonly [status: ErrorStatus, body: FailureOf<K>];

/** A fixed reply, or one worked out per request (a sequence of answers, a counter, the request's query). */
export type Answer<K extends RouteKey> = Reply<K> | ((request: Request) => Reply<K> | Promise<Reply<K>>);

/** Bodies are read when a request starts; a handler waits for that, so the record is complete before any answer. */
const bodiesRead = new Map<string, Promise<void>>();

/** A handler answering `key` ("METHOD /path" or "METHOD /path?query") with `answer`, typed by the API contract. */
export function on<K extends RouteKey>(key: K, answer: Answer<K>) {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toLowerCase() as 'get' | 'post';
  const [path = '', query] = key.slice(space + 1).split('?');
  return http[method](path, async ({ request, requestId }) => {
    // Another query string: not this handler's request (msw tries the next one, then calls it unhandled).
    if (query !== undefined && new URL(request.url).search !== `?${query}`) return undefined;
    await bodiesRead.get(requestId);
    const [status, body] = typeof answer === 'function' ? await answer(request) : answer;
    return HttpResponse.json(body as JsonBodyType, { status });
  });
}

/**
 * A handler for a body outside the contract, for the few tests about how the client copes with one (not JSON, an
 * unexpected shape). Everything else uses `on`.
 */
export function onRaw(key: RouteKey, respond: (request: Request) => Response | Promise<Response>) {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toLowerCase() as 'get' | 'post';
  return http[method](key.slice(space + 1), ({ request }) => respond(request));
}

/**
 * The answers every test starts with: nobody is logged in, and the site's details (every page's footer reads them)
 * are site.ts's, as on a fresh database.
 */
const defaults = [
  on('GET /api/auth/me', [401, { message: 'Not logged in' }]),
  // The payments page asks for them; a donor has none unless a test says otherwise.
  on('GET /api/user/monthly-gifts', [200, { data: [] }]),
  on('GET /api/donation/form-10be', [200, { data: [] }]),
  // The console's offline gift form offers the latest campaigns; there are none unless a test says otherwise.
  http.get('/api/admin/campaigns', () =>
    HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 25 } }),
  ),
  on('GET /api/site', [200, { data: publicSite(seedSettings()) }]),
  // The fixed pages and the FAQ as a fresh database has them (migrations 0025 and 0026).
  on('GET /api/pages/:slug', (request) => {
    const slug = new URL(request.url).pathname.split('/').pop();
    const page = SITE_DEFAULT_PAGES.find((row) => row.slug === slug);
    return page
      ? [200, { data: { ...page, image: null, image_small: null, updated_at: null } }]
      : [404, { message: 'Page not found' }];
  }),
  on('GET /api/faq', [200, { data: DEFAULT_FAQS.map((faq, index) => ({ id: index + 1, ...faq })) }]),
  // The console's edit screens and lists of translated content ask where each record's Kannada version stands:
  // nothing is translated unless a test says otherwise (docs/product/languages.md "Translating content").
  http.get('/api/admin/:resource/translation-status', ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
    return HttpResponse.json({ data: Object.fromEntries(ids.map((id) => [id, { kn: 'missing' }])) });
  }),
  http.get('/api/admin/:resource/:id/translations/:locale', () => HttpResponse.json({ data: null })),
  // The donation page's "Current appeals" reads them; none are running unless a test says otherwise.
  on('GET /api/campaign/list', [200, { data: [] }]),
];

export const server = setupServer(...defaults);

const noPage = { data: [], meta: { total: 0, page: 1, per_page: 9 } };

/**
 * A site with no content yet: every public content call answered, empty (or 404 where the API says "none").
 * For tests about the frame of the pages (routes, layout), not their content: `server.use(...EMPTY_SITE)`.
 */
export const EMPTY_SITE = [
  on('GET /api/banner/random', [200, { data: [] }]),
  on('GET /api/counter/random', [200, { data: [] }]),
  on('GET /api/gallery-image/random', [200, { data: [] }]),
  on('GET /api/banner-video/display', [404, { message: 'No banner video yet' }]),
  on('GET /api/popup/display', [200, { data: null }]),
  on('GET /api/blog/posts', [200, { data: [] }]),
  on('GET /api/event/paginate', [200, noPage]),
  on('GET /api/event/display/:id', [404, { message: 'Event not found' }]),
  on('GET /api/gallery-image/paginate', [200, noPage]),
  on('GET /api/gallery-video/paginate', [200, noPage]),
  on('GET /api/literature/paginate', [200, noPage]),
  on('GET /api/crossword/paginate', [200, noPage]),
  on('GET /api/media/paginate', [200, noPage]),
  on('GET /api/testimonial/filter', [200, { data: [] }]),
  on('GET /api/leader/list', [200, { data: [] }]),
  on('GET /api/contact/demo', [200, { data: null }]),
  on('GET /api/campaign/:slug', [404, { message: 'Campaign not found' }]),
];

/** One request the page made. `body` is the parsed JSON, or the fields of a multipart form as strings. */
type SentRequest = {
  method: string;
  path: string;
  kind: 'json' | 'multipart' | 'none';
  body: unknown;
};

async function readBody(request: Request): Promise<Pick<SentRequest, 'kind' | 'body'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields = [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);
    return { kind: 'multipart', body: Object.fromEntries(fields) as unknown };
  }
  const text = await request.text();
  if (!text) return { kind: 'none', body: undefined };
  return { kind: 'json', body: JSON.parse(text) as unknown };
}

/**
 * The layout's own read of the trust details (the footer's `GET /api/site`, lib/site.ts): every page makes it in
 * the background, so the recorders below leave it out and tests see only what the page itself asked for.
 */
const isLayoutRead = (request: Request) =>
  request.method === 'GET' && new URL(request.url).pathname === '/api/site';

/**
 * Records every request of the current test, in order, answered or not, so a test can assert exactly what the
 * page sent, and how (and what it did not send). The layout's background read is left out (isLayoutRead).
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request, requestId }) => {
    if (isLayoutRead(request)) return;
    const url = new URL(request.url);
    const entry: SentRequest = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      kind: 'none',
      body: undefined,
    };
    sent.push(entry);
    bodiesRead.set(
      requestId,
      readBody(request.clone()).then((read) => {
        Object.assign(entry, read);
      }),
    );
  });
  return sent;
}

/** Records the URL of every request of the current test, in order, for tests that only care where it went. */
export function recordUrls(): URL[] {
  const requested: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!isLayoutRead(request)) requested.push(new URL(request.url));
  });
  return requested;
}

/** The requests other than the layout's own background calls. */
export const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

const unexpected: string[] = [];
/**
 * False between one test's end and the next one's start. A request that arrives then comes from a page the last
 * test already unmounted (a fetch still on its way), so it is nobody's to answer and is not held against the next
 * test.
 */
let testRunning = false;

/** For test/setup.ts, before each test. */
export function startTest(): void {
  testRunning = true;
}

/** For test/setup.ts: starts the server; a request without a handler errors in the page and is remembered. */
export function listen(): void {
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!testRunning) return;
      unexpected.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/**
 * For test/setup.ts, after each test: forgets the test's handlers and recorders, and fails the test if the page
 * made a request nothing answered (the page may have swallowed the network error it got).
 */
export function failOnUnexpectedRequests(): void {
  testRunning = false;
  server.resetHandlers();
  server.events.removeAllListeners();
  bodiesRead.clear();
  const found = unexpected.splice(0);
  if (found.length > 0) throw new Error(`Requests no handler answered:\n  ${found.join('\n  ')}`);
}
