import { paths } from '@charity/shared/routes';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { waitForMail } from '../support/mail.ts';
import { toast } from '../support/toast.ts';
import { expect, test, type Page } from './fixtures.ts';
import { openPage, quietPopup, servedHead } from './public.ts';

/**
 * Kannada (docs/product/languages.md, ADR 67): the switcher takes a visitor from an English page to the same page
 * in Kannada, drawn by the server in Kannada, and back; the Kannada font is fetched by Kannada pages only. A list, an
 * event's page and the donation form read in Kannada (their titles, fixed words, dates and field messages), and axe
 * finds nothing on them.
 * The server answers a Kannada page in Kannada and mails its visitor in Kannada (ADR 75).
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

test('the contact form on /kn: the server answers in Kannada and the acknowledgement is mailed in Kannada', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.goto(`/kn${paths.contact}`);
  const form = page.getByRole('form', { name: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ' });
  const email = freshAddress('kannada-contact');
  await form.getByLabel('ಮೊದಲ ಹೆಸರು').fill('Asha');
  await form.getByLabel('ಕೊನೆಯ ಹೆಸರು').fill('Rao');
  await form.getByLabel('ದೂರವಾಣಿ').fill('98450 12345');
  await form.getByLabel('ಇಮೇಲ್').fill(email);
  await form.getByLabel('ಸಂದೇಶ').fill('ಮುಂದಿನ ತಿಂಗಳು ಆಶ್ರಮದಲ್ಲಿ ಅನ್ನದಾನ ಮಾಡಲು ಬಯಸುತ್ತೇವೆ.');
  await form.getByRole('checkbox', { name: /ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳನ್ನು/ }).check();

  // The browser's rules pass what the server's refuse only when the two differ; to see the server's own answer,
  // the first post reaches it with a phone number it refuses, as a stale page or another client might send.
  let tampered = false;
  await page.route(
    (url) => url.pathname === '/api/contact/create',
    async (route) => {
      if (tampered) return route.continue();
      tampered = true;
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, phone: '12345' }) });
    },
  );
  const refused = page.waitForResponse((response) => response.url().includes('/api/contact/create'));
  await form.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(422);
  expect(new URL(refusal.url()).searchParams.get('locale')).toBe('kn');
  await expect(form.getByLabel('ದೂರವಾಣಿ')).toHaveAccessibleDescription(
    'ದಯವಿಟ್ಟು ಸರಿಯಾದ 10 ಅಂಕಿಗಳ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
  );
  // Chromium logs the refused post as a console error: the one this test expects.
  const expected = pageErrors.findIndex(
    (e) => e.includes('status of 422') && e.includes('/api/contact/create'),
  );
  expect(expected).toBeGreaterThanOrEqual(0);
  pageErrors.splice(expected, 1);

  const sent = page.waitForResponse((response) => response.url().includes('/api/contact/create'));
  await form.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }).click();
  expect((await sent).status()).toBe(201);
  await expect(toast(page, 'ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ')).toBeVisible();

  const mail = await waitForMail(request, { to: email, subject: /ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ/ });
  expect(mail.text).toContain('ನಮಸ್ಕಾರ Asha,');
  expect(mail.text).toContain('ನಮ್ಮ ಸ್ವಯಂಸೇವಕರಲ್ಲಿ ಒಬ್ಬರು ಅದನ್ನು ಓದಿ');
  expect(mail.html).toContain('<html lang="kn">');
});

test('a Kannada event list and event page: title, dates and fixed words in Kannada, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await quietPopup(page);
  const response = await openPage(page, `/kn${EVENT_LIST}`);
  // The server wrote the page's own title and description in Kannada, for crawlers and link previews.
  const head = await servedHead(response);
  expect(head.title).toMatch(/^ಮುಂಬರುವ ಕಾರ್ಯಕ್ರಮಗಳು · ಮಾಧವ ಸೇವೆ \| /);
  expect(head.description).toContain('ಮಾಧವ ಸೇವೆ');
  await expect(page.getByRole('heading', { level: 1, name: 'ಮುಂಬರುವ ಕಾರ್ಯಕ್ರಮಗಳು' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'ಪುಟದ ದಾರಿ' }).getByRole('link', { name: 'ಮುಖಪುಟ' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  // Dates name the month in Kannada, day first: "7 ಡಿಸೆಂಬರ್ 2026".
  await expect(main.locator('time').first()).toHaveText(/^\d{1,2}( – \d{1,2})? [\u0C80-\u0CFF]+ \d{4}/);
  await expect(main.getByRole('link', { name: /^ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ/ }).first()).toBeVisible();
  await expect(main.getByText('Learn More')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await main
    .getByRole('link', { name: /^ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/kn${EVENT_LIST}/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: 'ಈ ಕಾರ್ಯಕ್ರಮದ ಬಗ್ಗೆ' })).toBeVisible();
  await expect(page.getByText('ದಿನಾಂಕ:')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});

test('the Kannada donation form says what is missing in Kannada, and axe finds nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await quietPopup(page);
  const response = await openPage(page, `/kn${paths.donation}`);
  expect((await servedHead(response)).title).toMatch(/^ದೇಣಿಗೆ \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'ದೇಣಿಗೆ' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'ಈಗಲೇ ದೇಣಿಗೆ ನೀಡಿ' }).click();
  const trust = page.getByLabel('ಟ್ರಸ್ಟ್', { exact: true });
  await expect(trust).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ಒಂದು ಟ್ರಸ್ಟ್ ಅನ್ನು ಆರಿಸಿ');
  await expect(page.getByLabel('ಮೊದಲ ಹೆಸರು')).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಮೊದಲ ಹೆಸರನ್ನು ನಮೂದಿಸಿ');
  await expect(page.getByText('Please choose a trust')).toHaveCount(0);
  // With the messages showing, still nothing for axe.
  await expectNoAxeViolations(page);
});
