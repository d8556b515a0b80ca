import { SIZES } from '@charity/shared/constants';
import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { acceptFailedResponse } from '../support/page-errors.ts';
import { toast } from '../support/toast.ts';
import { expect, test, type Page } from './fixtures.ts';
import { openPage } from './public.ts';

/**
 * The listings and event pages (docs/product/content-and-pages.md "Galleries and listings", docs/product/events.md) against
 * the demo content: the galleries' query-string state, search and viewer, and the way from an event list to
 * an event and back.
 */

const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** The thumbnails of the image gallery: each a button named by its picture. */
const thumbnails = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').getByRole('button');

/**
 * Answers every request to YouTube's hosts with a stand-in player (the test needs no network) and returns the list
 * of those requests: a page must make none before a visitor presses play (docs/product/content-and-pages.md).
 */
async function answerYouTube(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/^https:\/\/([\w-]+\.)?(youtube|youtube-nocookie|ytimg)\.com\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return requests;
}

test.describe('image gallery', () => {
  test('tabs put the filter in the URL and start again at page 1', async ({ page }) => {
    await openPage(page, `${paths.galleryImages}?page=2`);
    const tabs = page.getByRole('tablist', { name: 'Filter images' });
    await expect(tabs.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/gallery-image/paginate' &&
        url.searchParams.get('filter') === 'madhava-seva' &&
        url.searchParams.get('page') === '1'
      );
    });
    await tabs.getByRole('tab', { name: 'Madhava Seva' }).click();
    await asked;
    await expect(page).toHaveURL(/[?&]filter=madhava-seva/);
    expect(searchParams(page).get('page')).toBe('1');
    await expect(tabs.getByRole('tab', { name: 'Madhava Seva', selected: true })).toBeVisible();
    await expect(thumbnails(page).first()).toBeVisible();

    // The URL is the state: Back returns to the previous filter and page.
    await page.goBack();
    await expect(tabs.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    expect(searchParams(page).get('page')).toBe('2');

    // Keyboard: the arrow keys move between tabs, Enter picks one (manual activation).
    await tabs.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Madhava Seva' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Manava Seva' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]filter=manava-seva/);
    expect(searchParams(page).get('page')).toBe('1');
  });

  test('a new page of results scrolls back to the top', async ({ page }) => {
    await openPage(page, paths.galleryImages);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('search goes into the query string, narrows the pictures and can be cleared', async ({ page }) => {
    await openPage(page, paths.galleryImages);
    const search = page.getByRole('search', { name: 'Images' });
    await search.getByRole('searchbox', { name: 'Search images' }).fill('temple');
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/gallery-image/paginate' &&
        new URL(response.url()).searchParams.get('search') === 'temple',
    );
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]search=temple/);
    expect(searchParams(page).get('page')).toBe('1');
    await answered;
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    const names = await thumbnails(page).evaluateAll((buttons) =>
      buttons.map((button) => button.querySelector('img')?.getAttribute('alt') ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('temple');

    // Nothing found: a message, and no pagination (docs/product/content-and-pages.md: pagination only when there are
    // items).
    await openPage(page, `${paths.galleryImages}?search=zzzz-no-such-picture`);
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search images' })).toHaveValue('zzzz-no-such-picture');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(thumbnails(page).first()).toBeVisible();
  });

  test('a picture opens in the viewer, which closes on Escape and returns focus', async ({ page }) => {
    await openPage(page, paths.galleryImages);
    const first = thumbnails(page).first();
    const name = (await first.locator('img').getAttribute('alt')) ?? '';
    expect(name).not.toBe('');
    await first.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    // The large rendition, named like the thumbnail.
    await expect(viewer.getByRole('img', { name }).first()).toHaveAttribute('src', /-1200\.\w+$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
  });
});

test.describe('video gallery', () => {
  test('videos are 350 px facades that become the player in place when played', async ({ page }) => {
    const youtube = await answerYouTube(page);
    await openPage(page, paths.galleryVideos);
    const panel = page.getByRole('tabpanel');
    const plays = panel.getByRole('button', { name: /^Play video: \S/ });
    await expect(plays.first()).toBeVisible();
    await expect(panel.locator('iframe')).toHaveCount(0);
    // In view first, so the click does not scroll and the boxes compare as they are.
    await plays.first().scrollIntoViewIfNeeded();
    const before = await plays.first().boundingBox();
    expect(before?.height).toBe(SIZES.galleryVideoHeightPx);
    const title = ((await plays.first().getAttribute('aria-label')) ?? '').replace(/^Play video: /, '');
    expect(youtube).toEqual([]);

    await plays.first().click();
    const player = panel.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('title', title);
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    await expect(player).toBeFocused();
    // The same box: nothing on the page moved.
    expect(await player.boundingBox()).toEqual(before);

    await page.getByRole('tab', { name: 'Manava Seva' }).click();
    await expect(page).toHaveURL(/[?&]filter=manava-seva/);
    expect(searchParams(page).get('page')).toBe('1');
    await expect(page.getByRole('tab', { name: 'Manava Seva', selected: true })).toBeVisible();
    // The image gallery's search is not offered here (docs/product/content-and-pages.md).
    await expect(page.getByRole('search')).toHaveCount(0);
  });
});

test.describe('video facades elsewhere', () => {
  for (const path of [
    paths.media,
    paths.testimonial,
    // The seed gives event 2 a video.
    paths.eventDetail('madhava-seva', 'upcoming-events', 2),
  ]) {
    test(`${path} shows its videos as play buttons and asks YouTube for nothing`, async ({ page }) => {
      const youtube = await answerYouTube(page);
      await openPage(page, path);
      const plays = page.getByRole('main').getByRole('button', { name: /^Play video: \S/ });
      await expect(plays.first()).toBeAttached();
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(youtube).toEqual([]);
    });
  }
});

test.describe('events', () => {
  test('an event list leads to the event through "Learn More"', async ({ page }) => {
    const list = paths.eventList('madhava-seva', 'upcoming-events');
    await openPage(page, list);
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    // docs/product/events.md: the name in upper case, and the date as dd MMM yyyy (or its range) on upcoming events.
    expect(name).toBe(name.toUpperCase());
    // A multi-day event shows its range ("12 – 13 Dec 2026", docs/product/events.md "Dates").
    const date = String.raw`\d{2} [A-Z][a-z]{2} \d{4}`;
    await expect(card.locator('time')).toHaveText(new RegExp(`^(\\d{2} – |${date} – )?${date}$`));

    await card.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/\\d+$`));
    // The hero is titled with the event's name (docs/product/events.md).
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(title).toHaveText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));
    await expect(page.getByRole('main').getByText('Date:')).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: await title.innerText() })).toBeVisible();
  });

  test('a recurring event shows no date', async ({ page }) => {
    const list = paths.eventList('manava-seva', 'recurring-events');
    await openPage(page, list);
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card.locator('time')).toHaveCount(0);
    await card.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/\\d+$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Date:')).toHaveCount(0);
  });

  test('an id that is not a number says "Invalid ID" and goes back to the list', async ({ page }) => {
    const list = paths.eventList('madhava-seva', 'past-events');
    await page.goto(`${list}/not-a-number`);
    await expect(toast(page, MESSAGES.invalidId)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === list && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible();
    // Replaced, not pushed: Back does not return to the broken address.
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
  });

  test('an unknown event is a 404 "Event not found" page with the way back to the list', async ({
    page,
    pageErrors,
  }) => {
    const list = paths.eventList('manava-seva', 'upcoming-events');
    const response = await page.goto(`${list}/987654`);
    // docs/product/events.md: a real 404 from the server (no soft 404 for crawlers), not the list with a toast.
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Event not found \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveURL((url) => url.pathname === `${list}/987654`);
    await main.getByRole('link', { name: 'Back to Upcoming Events' }).click();
    await expect(page).toHaveURL((url) => url.pathname === list);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    // Chromium logs the page's own 404 as a console error; that is the one this test expects.
    await acceptFailedResponse(pageErrors, 404, `${list}/987654`);
  });

  test('the page after the last one says so instead of failing', async ({ page }) => {
    await openPage(page, `${paths.eventList('madhava-seva', 'past-events')}?page=999`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No events here yet' })).toBeVisible();
  });
});
