// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  paths,
  publicSite,
  seedSettings,
  SITE,
  type EventDetail,
  type EventSummary,
  type Page,
} from '@charity/shared';
import { SSR_STATE_ID, type SsrState } from '#src/app/ssr-state.ts';
import { eventListPage } from '#src/config/pages.ts';
import type { SsrFetch } from '@charity/shared';
import { createPageRenderer } from '#src/entry-server.tsx';

/*
 * The server renderer, in Node as the API server runs it: no window, no DOMParser, no DOMPurify DOM. The API is a
 * table of answers, like the server's in-process fetch; what matters is what the HTML and the state block hold.
 */

const event = (id: number, name: string): EventSummary => ({
  id,
  name,
  image: `/uploads/events/${id}-1200.webp`,
  image_small: `/uploads/events/${id}-720.webp`,
  category: 'madhava-seva',
  status: 0,
  sdate: '2026-12-07',
  edate: '2026-12-07',
});

const eventPage = (items: EventSummary[]): Page<EventSummary> => ({
  data: items,
  meta: { total: items.length, page: 1, per_page: 9 },
});

const LIST_URL = '/madhava-seva/upcoming-events';
const LIST_API = '/api/event/paginate?page=1&filter=madhava-seva&status=0';
/** Every page's footer reads the saved site details. */
const SITE_API = '/api/site';

type Answer = Response | (() => Promise<Response>);

/** A JSON Response, as the API sends it. */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering from `table` ("path?query" → response); anything else is a 404. Records what was asked. */
function apiTable(table: Record<string, Answer>) {
  const asked: string[] = [];
  const fetch: SsrFetch = async (url) => {
    asked.push(url);
    const answer = table[url];
    if (!answer) return json({ message: 'Not found' }, 404);
    return typeof answer === 'function' ? answer() : answer.clone();
  };
  return { fetch, asked };
}

const sanitizeHtml = (html: string) => html.replace(/\s+on\w+="[^"]*"/g, '');

/** The state block's JSON, read back as the browser does. */
function stateOf(stateScript: string): SsrState {
  const match = new RegExp(`^<script type="application/json" id="${SSR_STATE_ID}">(.*)</script>$`, 's').exec(
    stateScript,
  );
  if (!match?.[1]) throw new Error(`not a state block: ${stateScript.slice(0, 80)}`);
  return JSON.parse(match[1]) as SsrState;
}

describe('server rendering', () => {
  it('renders an event list with its data, and hands that data to the browser', async () => {
    const saved = {
      ...publicSite(seedSettings()),
      name: 'Sai Trusts of Bengaluru',
      email: 'office@trusts.example',
      phone: '+91 80 9999 0000',
    };
    const api = apiTable({
      [LIST_API]: json(
        eventPage([
          // The media library's alt text of the picture (docs/product/console.md "Media library").
          { ...event(2, 'Sainik Seva'), image_alt: 'Volunteers serving tea to soldiers' },
          event(13, 'Dhanurmasa'),
        ]),
      ),
      [SITE_API]: json({ data: saved }),
    });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(LIST_URL);

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Sainik Seva');
    expect(page?.html).toContain('Dhanurmasa');
    // The card's picture is in the HTML, so the browser fetches it before any script runs.
    expect(page?.html).toContain('/uploads/events/2-720.webp 720w');
    // The library's alt text is in the server's HTML; a picture without one keeps the card's empty alt.
    expect(page?.html).toContain('alt="Volunteers serving tea to soldiers"');
    expect(page?.html).toContain(`href="${LIST_URL}/2"`);
    // The date as docs/product/README.md shows it.
    expect(page?.html).toContain('07 Dec 2026');
    // The header and the footer show what an admin saved, not site.ts's placeholder.
    expect(page?.html.match(/href="tel:\+918099990000"/g)).toHaveLength(2);
    expect(page?.html.match(/href="mailto:office@trusts\.example"/g)).toHaveLength(2);
    expect(page?.html).toContain('Sai Trusts of Bengaluru');
    expect(page?.html).not.toContain(SITE.phone);
    expect(api.asked.toSorted()).toEqual([LIST_API, SITE_API].toSorted());
    // Its data was fetched before React rendered it (app/ssr-prefetch.ts), so React rendered it once.
    expect(page?.renders).toBe(1);

    const state = stateOf(page?.stateScript ?? '');
    const queries = state.queries.queries.map((query) => ({
      key: query.queryKey,
      status: query.state.status,
    }));
    expect(queries).toEqual(
      expect.arrayContaining([
        { key: ['events', { page: 1, filter: 'madhava-seva', status: 0 }], status: 'success' },
        { key: ['site'], status: 'success' },
      ]),
    );
    expect(queries).toHaveLength(2);
    expect(state.router.loaderData).toBeDefined();

    // The page's own title and description, for crawlers and link previews that run no script.
    const meta = eventListPage('madhava-seva', 'upcoming-events');
    expect(page?.head).toEqual({
      title: `${meta.documentTitle} | Sai Trusts of Bengaluru`,
      description: meta.description,
    });
  });

  it('follows the query string (page 2, a filter) exactly as the browser will ask', async () => {
    const url = '/api/event/paginate?page=2&filter=manava-seva&status=1';
    const api = apiTable({ [url]: json(eventPage([event(40, 'Winter Blankets')])) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render('/madhava-seva/past-events?page=2&filter=manava-seva');

    expect(page?.html).toContain('Winter Blankets');
    expect(api.asked.toSorted()).toEqual([url, SITE_API].toSorted());
    expect(page?.renders).toBe(1);
  });

  it('renders the home page once, its sections prefetched, and never waits for the blog', async () => {
    const home = {
      '/api/banner/random': json({
        data: [
          {
            id: 1,
            image: '/uploads/banners/1-1200.webp',
            image_small: '/uploads/banners/1-720.webp',
            quote: 'Serving the elderly',
          },
          {
            id: 2,
            image: '/uploads/banners/2-1200.webp',
            image_small: '/uploads/banners/2-720.webp',
            quote: 'Lamps for the temple',
          },
        ],
      }),
      '/api/counter/random': json({ data: [] }),
      '/api/gallery-image/random': json({ data: [] }),
      '/api/banner-video/display': json({ message: 'Not found' }, 404),
      '/api/popup/display': json({ data: null }),
      [SITE_API]: json({ data: publicSite(seedSettings()) }),
    };
    const api = apiTable(home);
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render('/');

    expect(page?.status).toBe(200);
    expect(page?.renders).toBe(1);
    expect(api.asked.toSorted()).toEqual(Object.keys(home).toSorted());
    expect(page?.html).toContain('Serving the elderly');
    // Every slide's quote, but only the first slide's picture: the others come after hydration (ADR 37).
    expect(page?.html).toContain('Lamps for the temple');
    expect(page?.html).toContain('/uploads/banners/1-1200.webp');
    expect(page?.html).not.toContain('/uploads/banners/2-');
  });

  const faqWords = {
    slug: 'faq',
    title: 'FAQ',
    body: '<h2>The trusts</h2><h2>Giving, as edited</h2>',
    image: null,
    image_small: null,
    meta_description: 'Answers',
    updated_at: null,
  };

  it('renders a page whose words are content, and the FAQ, once, with the saved text in the HTML', async () => {
    const saved = {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      body: '<h2>What we keep</h2><p>Only what {{site_name}} needs.</p>',
      image: null,
      image_small: null,
      meta_description: 'What we keep, edited.',
      updated_at: '2026-11-28T10:00:00.000Z',
    };
    const privacy = {
      '/api/pages/privacy-policy': json({ data: saved }),
      [SITE_API]: json({ data: publicSite(seedSettings()) }),
    };
    const api = apiTable(privacy);
    const page = await createPageRenderer({ fetch: api.fetch, sanitizeHtml })(paths.privacyPolicy);
    expect(page?.status).toBe(200);
    expect(page?.renders).toBe(1);
    expect(api.asked.toSorted()).toEqual(Object.keys(privacy).toSorted());
    expect(page?.html).toContain('What we keep');
    expect(page?.html).toContain(`Only what ${SITE.name} needs.`);
    expect(page?.head).toMatchObject({
      title: `Privacy Policy | ${SITE.name}`,
      description: 'What we keep, edited.',
    });

    const faq = {
      '/api/faq': json({
        data: [{ id: 4, section: 'giving', question: 'Can I give in kind?', answer: '<p>Yes.</p>' }],
      }),
      '/api/pages/faq': json({ data: faqWords }),
      [SITE_API]: json({ data: publicSite(seedSettings()) }),
    };
    const faqApi = apiTable(faq);
    const faqPage = await createPageRenderer({ fetch: faqApi.fetch, sanitizeHtml })(paths.faq);
    expect(faqPage?.renders).toBe(1);
    expect(faqPage?.html).toContain('Can I give in kind?');
    // The lists' headings are the `faq` page's words.
    expect(faqPage?.html).toContain('Giving, as edited');
  });

  it('still finds a query the prefetch does not know, in a second render', async () => {
    // The gallery page has no prefetch entry beyond the layout's: its list is found by rendering.
    const url = '/api/gallery-image/paginate?page=1&filter=all';
    const api = apiTable({
      [url]: json({ data: [], meta: { total: 0, page: 1, per_page: 12 } }),
      [SITE_API]: json({ data: publicSite(seedSettings()) }),
    });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render('/gallery/images');

    expect(page?.status).toBe(200);
    expect(page?.renders).toBe(2);
    expect(api.asked).toContain(SITE_API);
    expect(api.asked.some((asked) => asked.startsWith('/api/gallery-image/paginate'))).toBe(true);
  });

  it('leaves a failed call to the browser: the page shows it loading and the state has no answer', async () => {
    const api = apiTable({ [LIST_API]: json({ message: 'Something went wrong' }, 500) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(LIST_URL);

    expect(page?.status).toBe(200);
    expect(page?.html).not.toContain('Something went wrong');
    // The page's own heading is there; the list is not.
    expect(page?.html).toContain('<h1');
    expect(page?.html).not.toContain(`href="${LIST_URL}/`);
    expect(stateOf(page?.stateScript ?? '').queries.queries).toEqual([]);
  });

  it('does not hold the page for a slow call beyond its budget', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const never = () => new Promise<Response>(() => undefined);
      const api = apiTable({ [LIST_API]: never });
      const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

      const rendering = render(LIST_URL);
      await vi.advanceTimersByTimeAsync(2000);
      const page = await rendering;

      expect(page?.status).toBe(200);
      expect(stateOf(page?.stateScript ?? '').queries.queries).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sanitises stored HTML with the server-side sanitiser (there is no DOM here)', async () => {
    const detail: EventDetail = {
      ...event(2, 'Sainik Seva'),
      description1: '<p>Prayers at dawn<img src="x" onerror="alert(1)"></p>',
      description2: 'null',
      description3: null,
      event_gallery_images: [],
      event_gallery_videos: [],
    };
    const api = apiTable({ '/api/event/display/2': json({ data: detail }) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(`${LIST_URL}/2`);

    expect(page?.renders).toBe(1);
    expect(page?.html).toContain('Prayers at dawn');
    expect(page?.html).not.toContain('onerror');
    // docs/product/events.md: a description that reads "null" is absent.
    expect(page?.html).not.toMatch(/>null</);
    // The event's own name titles the page (the page's call wins over its hero's, as in the browser).
    expect(page?.head.title).toBe(`Sainik Seva | ${SITE.name}`);
  });

  it('answers an unknown or unpublished event with a 404 "Event not found" page, marked noindex', async () => {
    const api = apiTable({ '/api/event/display/99999': json({ message: 'Event not found' }, 404) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(`${LIST_URL}/99999`);

    // docs/product/events.md: a real 404, not the list with a toast, and not "Event Details".
    expect(page?.status).toBe(404);
    expect(page?.renders).toBe(1);
    expect(page?.html).toContain('Event not found');
    expect(page?.html).not.toContain('Event Details');
    expect(page?.html).toContain(`href="${LIST_URL}"`);
    expect(page?.head).toMatchObject({ title: `Event not found | ${SITE.name}`, robots: 'noindex' });
    expect(page?.head).not.toHaveProperty('status');
    // The browser hydrates the same page from the answer it is handed.
    expect(stateOf(page?.stateScript ?? '').queries.queries).toContainEqual(
      expect.objectContaining({ queryKey: ['event', 99999], state: expect.objectContaining({ data: null }) }),
    );
  });

  it('renders a preview with the event page itself under the "not published" banner, in one render', async () => {
    const draft: EventDetail = {
      ...event(7, 'Draft Eye Camp'),
      description1: '<p>Free eye checks</p>',
      description2: null,
      description3: null,
      event_gallery_images: [],
      event_gallery_videos: [],
    };
    const api = apiTable({ '/api/preview/events/7?token=123.abc%2Bd': json({ data: draft }) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render('/preview/events/7?token=123.abc%2Bd');

    expect(page?.renders).toBe(1);
    expect(page?.html).toContain('Preview — not published');
    expect(page?.html).toContain('Draft Eye Camp');
    expect(page?.html).toContain('Free eye checks');
    expect(page?.html).not.toContain('This preview link is invalid');
  });

  it("renders a page's preview as its own route with the saved words, and a FAQ question's on the FAQ page", async () => {
    const about = {
      slug: 'about' as const,
      title: 'About Us, not yet read by anyone',
      body: '<p>A story saved a minute ago</p>',
      image: null,
      image_small: null,
      meta_description: 'Who we are',
      updated_at: null,
    };
    const faq = {
      id: 9,
      section: 'giving' as const,
      question: 'A question still in draft?',
      answer: '<p>Yes</p>',
    };
    const api = apiTable({
      '/api/preview/pages/3?token=1.a': json({ data: about }),
      '/api/preview/faqs/9?token=1.b': json({ data: [faq] }),
      '/api/pages/faq': json({ data: faqWords }),
    });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render('/preview/pages/3?token=1.a');
    expect(page?.renders).toBe(1);
    expect(page?.html).toContain('Preview — not published');
    expect(page?.html).toContain('About Us, not yet read by anyone');
    expect(page?.html).toContain('A story saved a minute ago');
    // The About page's own layout around the words.
    expect(page?.html).toContain('Our two trusts');

    const faqPage = await render('/preview/faqs/9?token=1.b');
    expect(faqPage?.html).toContain('Preview — not published');
    expect(faqPage?.html).toContain('A question still in draft?');
  });

  it('keeps the state block inert however the data reads', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const api = apiTable({ [LIST_API]: json(eventPage([event(2, hostile)])) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(LIST_URL);
    const stateScript = page?.stateScript ?? '';

    // One script element, and nothing in it can close it or open a comment.
    expect(stateScript.match(/<\/script>/g)).toHaveLength(1);
    expect(stateScript).not.toContain('<!--');
    // The browser reads the name back unchanged.
    const [query] = stateOf(stateScript).queries.queries;
    expect(JSON.stringify(query?.state.data)).toContain(JSON.stringify(hostile).slice(1, -1));
    // React escapes the name in the HTML itself.
    expect(page?.html).not.toContain('<script>alert(1)');
  });

  it('leaves unknown pages, bad segments and session pages to the browser', async () => {
    const api = apiTable({});
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    await expect(render('/no-such-page')).resolves.toBeNull();
    await expect(render('/madhava-seva/not-a-list')).resolves.toBeNull();
    await expect(render('/payment')).resolves.toBeNull();
    // Its URL carries a signed token (ADR 33): the browser's alone, and never in the server's page cache.
    await expect(render(`${paths.donationThankYou}?token=1.2.signature`)).resolves.toBeNull();
    expect(api.asked).toEqual([]);
  });
});

describe('server rendering in Kannada (docs/decisions/0067)', () => {
  it('renders a page under /kn with the chrome in Kannada and every internal link under /kn', async () => {
    const api = apiTable({ [`${LIST_API}&locale=kn`]: json(eventPage([event(2, 'Sainik Seva')])) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(`/kn${LIST_URL}`);

    expect(page?.status).toBe(200);
    // The list as the English page asks it, in Kannada where translated (docs/product/languages.md).
    expect(page?.html).toContain('Sainik Seva');
    expect(api.asked).toContain(`${LIST_API}&locale=kn`);
    // An event not translated is marked English on the Kannada page.
    expect(page?.html).toMatch(/<h2[^>]*lang="en"[^>]*>SAINIK SEVA<\/h2>/);
    // The header in Kannada.
    expect(page?.html).toContain('ದೇಣಿಗೆ ನೀಡಿ');
    expect(page?.html).toContain('ಮಾಧವ ಸೇವೆ');
    expect(page?.html).not.toContain('>Donate<');
    // Links stay in Kannada: the router's basename is /kn.
    expect(page?.html).toContain(`href="/kn${LIST_URL}/2"`);
    expect(page?.html).toContain(`href="/kn${paths.donation}"`);
    expect(page?.html).not.toContain(`href="${paths.donation}"`);
    // The switcher goes to the same page in English, as a plain link with its language.
    expect(page?.html).toMatch(new RegExp(`<a href="${LIST_URL}" hrefLang="en" lang="en"[^>]*>English</a>`));
  });

  it("writes the Kannada page's own title, description, dates and links in Kannada", async () => {
    const api = apiTable({ [`${LIST_API}&locale=kn`]: json(eventPage([event(2, 'Sainik Seva')])) });
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    const page = await render(`/kn${LIST_URL}`);

    const meta = eventListPage('madhava-seva', 'upcoming-events', 'kn');
    expect(meta.title).toBe('ಮುಂಬರುವ ಕಾರ್ಯಕ್ರಮಗಳು');
    expect(page?.head).toEqual({
      title: `${meta.documentTitle} | ${SITE.name}`,
      description: meta.description,
    });
    expect(page?.head?.description).toContain('ಮಾಧವ ಸೇವೆ');
    // The date with the month's Kannada name, day first (docs/product/languages.md).
    expect(page?.html).toContain('7 ಡಿಸೆಂಬರ್ 2026');
    expect(page?.html).not.toContain('07 Dec 2026');
    expect(page?.html).toContain('ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ');
    expect(page?.html).not.toContain('Learn More');
  });

  it('keeps the query string in the switcher, both ways', async () => {
    const render = createPageRenderer({ fetch: apiTable({}).fetch, sanitizeHtml });

    const english = await render('/madhava-seva/past-events?page=2');
    const kannada = await render('/kn/madhava-seva/past-events?page=2');

    expect(english?.html).toContain('href="/kn/madhava-seva/past-events?page=2" hrefLang="kn" lang="kn"');
    expect(english?.html).toContain('>ಕನ್ನಡ</a>');
    expect(kannada?.html).toContain('href="/madhava-seva/past-events?page=2" hrefLang="en" lang="en"');
  });

  it('renders the Kannada home page at /kn', async () => {
    const render = createPageRenderer({ fetch: apiTable({}).fetch, sanitizeHtml });

    const page = await render('/kn');

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ');
    expect(page?.html).toContain('href="/kn/about"');
  });

  it('has no console under /kn: its paths are the 404 page, left to the browser', async () => {
    const api = apiTable({});
    const render = createPageRenderer({ fetch: api.fetch, sanitizeHtml });

    await expect(render('/kn/admin')).resolves.toBeNull();
    await expect(render('/kn/admin/events')).resolves.toBeNull();
    await expect(render('/kn/no-such-page')).resolves.toBeNull();
    expect(api.asked).toEqual([]);
  });

  it('renders two languages at once without mixing them', async () => {
    const render = createPageRenderer({ fetch: apiTable({}).fetch, sanitizeHtml });

    const [kannada, english] = await Promise.all([render('/kn/about'), render('/about')]);

    expect(kannada?.html).toContain('ದೇಣಿಗೆ ನೀಡಿ');
    expect(kannada?.html).not.toContain('Skip to content');
    expect(english?.html).toContain('Skip to content');
    expect(english?.html).not.toContain('ದೇಣಿಗೆ ನೀಡಿ');
  });
});
