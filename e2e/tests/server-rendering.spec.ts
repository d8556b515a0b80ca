import { dataEnvelope, pageEnvelope } from '@charity/shared/api';
import { PAGE_SIZE } from '@charity/shared/constants';
import {
  bannerSchema,
  eventDetailSchema,
  eventSummarySchema,
  galleryImageSchema,
} from '@charity/shared/content';
import { paths } from '@charity/shared/routes';
import { TRUSTS } from '@charity/shared/site';
import { expect, test, type Page } from './fixtures.ts';

/**
 * Server rendering (ADR 8): public pages arrive as finished HTML with the data they were drawn from, the browser
 * hydrates that HTML instead of drawing the page again, and pages that depend on the session (or do not exist)
 * are left to the browser. What the pages should show is read from the API of the same seeded server, so the
 * checks follow the demo content instead of repeating it.
 */

const EVENT_LIST = paths.eventList('madhava-seva', 'upcoming-events');
/** The event Army-2024 links to; the seed makes it the upcoming Madhava Seva event with id 2 (public-pages). */
const EVENT_ID = 2;
const EVENT_DETAIL = paths.eventDetail('madhava-seva', 'upcoming-events', EVENT_ID);

/** The data block a server-rendered page carries for hydration (apps/web/src/app/ssr-state.ts). */
const SSR_STATE = /<script type="application\/json" id="ssr-state">/;
/** The shell's empty mount point, as index.html has it: nothing was rendered on the server. */
const EMPTY_ROOT = /<div id="root"><\/div>/;

/** A seeded API answer, parsed with the schema the app itself uses. */
async function apiGet<T>(page: Page, url: string, schema: { parse: (body: unknown) => T }): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), `${url} answers 200`).toBe(200);
  return schema.parse(await response.json());
}

/** The text a visitor reads from stored HTML (descriptions are HTML fragments). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Images come in two renditions; the server HTML must offer both so the browser picks before any script runs. */
const TWO_WIDTHS = /\S+ \d+w, \S+ \d+w/;

test.describe('with JavaScript off, the server HTML alone shows the page', () => {
  test.use({ javaScriptEnabled: false });

  test('home: the banner and the about cards', async ({ page }) => {
    const banners = await apiGet(page, '/api/banner/random', dataEnvelope(bannerSchema.array()));
    expect(banners.data.length).toBeGreaterThan(0);
    await page.goto(paths.home);

    const slide = page
      .getByRole('region', { name: 'Highlights' })
      .locator('[aria-roledescription="slide"]')
      .first();
    await expect(slide).toBeVisible();
    // The order is random per request, so the first slide is whichever seeded banner the server drew first.
    const quote = (await slide.locator('blockquote').innerText()).replace(/^“|”$/g, '').trim();
    const banner = banners.data.find((candidate) => candidate.quote === quote);
    expect(banner, `"${quote}" is a seeded banner quote`).toBeDefined();
    await expect(slide.locator('img')).toHaveAttribute('src', banner?.image ?? '');
    await expect(slide.locator('img')).toHaveAttribute('srcset', TWO_WIDTHS);

    const about = page.locator('section[aria-labelledby="home-about"]');
    await expect(about.getByRole('heading', { level: 3 })).toContainText([
      'Who We Are',
      TRUSTS[1].name,
      TRUSTS[2].name,
      'Come heal your hearts',
    ]);
    await expect(about.getByRole('link', { name: `Read more about ${TRUSTS[1].name}` })).toHaveAttribute(
      'href',
      paths.saiMayeeTrust,
    );
  });

  test('an event list: names, "Learn More" links and pictures', async ({ page }) => {
    const events = await apiGet(
      page,
      '/api/event/paginate?page=1&filter=madhava-seva&status=0',
      pageEnvelope(eventSummarySchema),
    );
    expect(events.data.length).toBeGreaterThan(0);
    await page.goto(EVENT_LIST);

    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(events.data.length);
    // Upper case in the text itself, as on screen (docs/product/events.md).
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      events.data.map((event) => event.name.toUpperCase()),
    );
    for (const [index, event] of events.data.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
        'href',
        paths.eventDetail('madhava-seva', 'upcoming-events', event.id),
      );
      await expect(card.locator('img')).toHaveAttribute('src', event.image_small);
      await expect(card.locator('img')).toHaveAttribute('srcset', TWO_WIDTHS);
    }
  });

  test('an event: its name, picture and description', async ({ page }) => {
    const { data: event } = await apiGet(
      page,
      `/api/event/display/${EVENT_ID}`,
      dataEnvelope(eventDetailSchema),
    );
    await page.goto(EVENT_DETAIL);

    const main = page.getByRole('main');
    // The hero's h1 is the event's name, in the server's HTML already.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(event.name);
    await expect(main.getByRole('img', { name: event.name, exact: true })).toHaveAttribute(
      'srcset',
      TWO_WIDTHS,
    );
    // The stored description, sanitised on the server exactly as the browser would (lib/sanitize-html.ts).
    const description = textOf(event.description1 ?? '');
    expect(description).not.toBe('');
    await expect(main.locator('p').filter({ hasText: description })).toBeVisible();
  });

  test('the image gallery: named thumbnails and pagination links that work without the app', async ({
    page,
  }) => {
    const params = '&filter=all';
    const first = await apiGet(
      page,
      `/api/gallery-image/paginate?page=1${params}`,
      pageEnvelope(galleryImageSchema),
    );
    const pageCount = Math.ceil(first.meta.total / PAGE_SIZE);
    // The seed has more pictures than one page holds; without that the pagination checks would prove nothing.
    expect(pageCount).toBeGreaterThan(1);
    await page.goto(paths.galleryImages);

    const thumbnails = page.getByRole('tabpanel').getByRole('listitem').locator('img');
    await expect(thumbnails).toHaveCount(first.data.length);
    expect(
      await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(first.data.map((image) => image.title));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.locator('[aria-current="page"]')).toHaveAccessibleName('Page 1');
    // The last page is always offered (middle pages may collapse into an ellipsis).
    await expect(pagination.getByRole('link', { name: `Page ${pageCount}`, exact: true })).toHaveAttribute(
      'href',
      `${paths.galleryImages}?page=${pageCount}`,
    );
    await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${paths.galleryImages}?page=2`,
    );
    const second = pagination.getByRole('link', { name: 'Page 2', exact: true });
    await expect(second).toHaveAttribute('href', `${paths.galleryImages}?page=2`);

    // A plain link: the browser loads page 2 from the server, which renders it from the query string.
    const next = await apiGet(
      page,
      `/api/gallery-image/paginate?page=2${params}`,
      pageEnvelope(galleryImageSchema),
    );
    await second.click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(thumbnails.first()).toHaveAttribute('alt', next.data[0]?.title ?? '');
  });

  test('an information page: /about', async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(TRUSTS[2].name);
  });
});

test.describe('pages the browser renders', () => {
  test('/payment and unknown paths come as the empty shell, without server data', async ({ request }) => {
    // The contrast: a public page has both, so the checks below are not true of every page.
    const rendered = await (await request.get(EVENT_LIST)).text();
    expect(rendered).not.toMatch(EMPTY_ROOT);
    expect(rendered).toMatch(SSR_STATE);

    // /payment depends on the visitor's session, which the server does not look at when rendering.
    const payment = await request.get(paths.payment);
    expect(payment.status()).toBe(200);
    const paymentHtml = await payment.text();
    expect(paymentHtml).toMatch(EMPTY_ROOT);
    expect(paymentHtml).not.toMatch(SSR_STATE);

    const unknown = await request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toMatch(EMPTY_ROOT);
    expect(unknownHtml).not.toMatch(SSR_STATE);
  });
});

test('hydration adopts the server’s DOM and reuses its data', async ({ page }) => {
  const listCalls: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/event/paginate') listCalls.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });

  // Hold the app's entry script so the server's nodes can be marked before any of the app runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let entryHeld = false;
  await page.route('**/assets/index-*.js', async (route) => {
    entryHeld = true;
    await held;
    await route.continue();
  });

  await page.goto(EVENT_LIST, { waitUntil: 'commit' });
  // Without this the handle could be to a node the app drew itself, and the test would prove nothing.
  await expect.poll(() => entryHeld, { message: 'the entry script was held' }).toBe(true);
  const card = page.getByRole('main').getByRole('article').first();
  // A handle to the very node the browser parsed from the server's HTML, taken before any of the app has run.
  const serverCard = await card.elementHandle();
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  release();

  // Wait until React owns the first card on the page: with hydrateRoot that is the server's node, adopted; with
  // createRoot (or a hydration error, after which React draws the page again) it is a new node.
  await expect
    .poll(
      () => card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
      {
        message: 'React rendered the first card',
      },
    )
    .toBe(true);
  expect(
    await serverCard.evaluate(
      (element) => element.isConnected && element === document.querySelector('main article'),
    ),
    'the first card is still the node from the server HTML',
  ).toBe(true);

  // The app is live: "Learn More" navigates in the page rather than loading a new document.
  await card.getByRole('link', { name: /^Learn More/ }).click();
  await expect(page).toHaveURL(EVENT_DETAIL);
  await expect(page.getByRole('heading', { level: 2, name: 'About this event' })).toBeVisible();
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
  expect(documents).toEqual([new URL(EVENT_LIST, page.url()).href]);
  // The list came from the ssr-state block: the browser never asked the API for it.
  expect(listCalls).toEqual([]);
});

test('pages are sent compressed', async ({ request }) => {
  const response = await request.get(EVENT_LIST, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(response.headers()['vary']).toMatch(/accept-encoding/i);
  // Playwright decodes the body: it is the rendered page, intact.
  expect(await response.text()).toMatch(SSR_STATE);
});
