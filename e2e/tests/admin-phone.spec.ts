import { expectAccessible } from '../support/a11y.ts';
import { expect, signInAs, test, type Page } from './fixtures.ts';

/*
 * The console on a phone (docs/product/console.md, "On a phone"): at 390 px the sidebar folds behind a Menu button
 * and the lists are cards that fit the screen, their row actions in reach; at 1366 px the sidebar and the tables
 * are as before. axe on each. E2E_SCREENSHOTS=<folder> also saves a picture of each screen at both widths.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Today in India, yyyy-mm-dd (the console's dates are days in India). */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const LISTS = [
  { name: 'events', path: '/admin/content/events', table: 'Events' },
  { name: 'donations', path: '/admin/donations', table: /donations/i },
  { name: 'messages', path: '/admin/messages', table: /messages/i },
  { name: 'trash', path: '/admin/content/trash', table: 'Deleted content' },
  { name: 'account', path: '/admin/account', table: 'Your sessions' },
] as const;

/** The console's other screens, checked for sideways scrolling only (axe runs on them in admin-console.spec.ts). */
const OTHER_SCREENS = [
  '/admin/content/counters',
  '/admin/content/banners',
  '/admin/uploads',
  '/admin/ehundi',
  '/admin/offline-gift',
  '/admin/exports',
  '/admin/volunteers',
  '/admin/subscribers',
  '/admin/newsletters',
  '/admin/staff',
  '/admin/settings',
  '/admin/audit',
];

async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false });
}

/** Whether the page scrolls sideways: it must not, on any console screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the console fits a phone: a folding menu and lists as cards; the sidebar and tables stay on a desktop', async ({
  page,
  consoleAdmin,
}) => {
  // Four screens at two widths, axe on each: a few minutes on a loaded two-core machine.
  test.setTimeout(240_000);
  await signInAs(page, consoleAdmin);
  // A row in each list: a cash gift, and a contact message as the public form posts it.
  const gift = await page.request.post('/api/admin/donations/offline', {
    data: {
      first_name: 'Meena',
      last_name: 'Iyer',
      address: '12 Temple Street, Mysuru 570001',
      trust: '1',
      amount: '1500',
      mode: 'cash',
      received_on: todayInIndia(),
    },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  const contact = await page.request.post('/api/contact/create', {
    data: {
      first_name: 'Asha',
      last_name: 'Rao',
      email: `phone-${Date.now()}@example.org`,
      phone: '9845012345',
      message: 'We would like to sponsor a meal at the ashram next month.',
    },
  });
  expect(contact.status()).toBe(201);
  // A hidden counter, first in the site's order: the ordered table's cards, with the Hidden toggle's look.
  const counter = await page.request.post('/api/admin/counters', {
    data: { title: `Phone check ${Date.now()}`, counter: 5, sort_order: 999, published: false },
  });
  expect(counter.status(), await counter.text()).toBe(201);
  // And one in the trash: the Trash's cards. (My account lists this session.)
  const trashed = await page.request.post('/api/admin/counters', {
    data: { title: `Phone trash ${Date.now()}`, counter: 1, sort_order: 999, published: false },
  });
  expect(trashed.status(), await trashed.text()).toBe(201);
  const trashedId = ((await trashed.json()) as { data: { id: number } }).data.id;
  expect((await page.request.delete(`/api/admin/counters/${trashedId}`)).status()).toBe(204);

  await page.setViewportSize(PHONE);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);
  await shoot(page, 'phone-dashboard');

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'phone-menu-open');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  for (const list of LISTS) {
    await page.goto(list.path);
    const table = page.getByRole('table', { name: list.table }).first();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await scrollsSideways(page), list.path).toBe(false);
    await expectAccessible(page);
    await shoot(page, `phone-${list.name}`);
  }
  for (const path of OTHER_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await scrollsSideways(page), path).toBe(false);
    await shoot(page, `phone-${path.split('/').pop()}`);
  }
  // The banners' small pictures load (decorative, so with an empty alt).
  await page.goto('/admin/content/banners');
  const thumbnail = page
    .getByRole('table', { name: /Banners/ })
    .getByRole('presentation')
    .first();
  await expect(thumbnail).toHaveAttribute('alt', '');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'phone-banners');
  // The events' row actions are within the screen's width, not past its right edge (the card is taller than the
  // screen since it shows the Kannada status too, so they may be further down).
  await page.goto('/admin/content/events');
  const card = page.getByRole('table', { name: 'Events' }).getByRole('row').nth(1);
  for (const action of [/^(Published|Hidden)\b/, /^Delete /]) {
    const button = card.getByRole('button', { name: action });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= PHONE.width, String(action)).toBe(true);
  }

  await page.setViewportSize(DESKTOP);
  for (const list of [{ name: 'dashboard', path: '/admin', table: '' }, ...LISTS]) {
    await page.goto(list.path);
    await expect(nav).toBeVisible();
    await expect(menu).toBeHidden();
    if (list.table) await expect(page.getByRole('table', { name: list.table }).first()).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `desktop-${list.name}`);
  }
  await page.goto('/admin/content/banners');
  await expect(thumbnail).toBeVisible();
  await shoot(page, 'desktop-banners');
});
