import { paths } from '@charity/shared/routes';
import { expect, test, type Page } from './fixtures.ts';

/**
 * Kannada (docs/product/languages.md, ADR 67): the switcher takes a visitor from an English page to the same page
 * in Kannada, drawn by the server in Kannada, and back; the Kannada font is fetched by Kannada pages only.
 */

const EVENT_LIST = paths.eventList('madhava-seva', 'upcoming-events');

/** Every font file the page asked for while the test ran. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  return fonts;
}

test('switches the home page to Kannada and back, with the header in Kannada', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: 'ಕನ್ನಡ' }).click();

  await expect(page).toHaveURL(/\/kn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'ದೇಣಿಗೆ ನೀಡಿ' })).toHaveAttribute('href', '/kn/donation');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);

  await banner.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Donate' })).toBeVisible();
});

test('switches an event list to Kannada, its query kept, and its links stay in Kannada', async ({ page }) => {
  await page.goto(`${EVENT_LIST}?page=1`);
  await page.getByRole('banner').getByRole('link', { name: 'ಕನ್ನಡ' }).click();

  await expect(page).toHaveURL(new RegExp(`/kn${EVENT_LIST}\\?page=1$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  const firstEvent = page.locator(`main a[href^="/kn${EVENT_LIST}/"]`).first();
  await expect(firstEvent).toBeVisible();
  await firstEvent.click();
  await expect(page).toHaveURL(new RegExp(`/kn${EVENT_LIST}/\\d+$`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'ಸಂಪರ್ಕಿಸಿ' })).toBeVisible();
});

test('the console is not under /kn', async ({ page, pageErrors }) => {
  const response = await page.goto('/kn/admin');
  // A real 404, which Chromium logs as a console error: the one message this test expects (as layout.spec.ts).
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'ಪುಟ ಸಿಗಲಿಲ್ಲ' })).toBeVisible();
  const expected = pageErrors.findIndex((e) => e.includes('status of 404') && e.includes('/kn/admin'));
  expect(expected).toBeGreaterThanOrEqual(0);
  pageErrors.splice(expected, 1);
});

test('an English page never requests the Kannada font; a Kannada page does', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(paths.home);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The switcher's "ಕನ್ನಡ" is on the page, drawn by the system's font.
  await expect(page.getByRole('banner').getByRole('link', { name: 'ಕನ್ನಡ' })).toBeVisible();
  expect(fonts.filter((url) => /noto-sans-kannada/.test(url))).toEqual([]);

  await page.goto('/kn');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect.poll(() => fonts.filter((url) => /noto-sans-kannada/.test(url)).length).toBeGreaterThan(0);
});
