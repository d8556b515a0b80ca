import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { acceptFailedResponse } from '../support/page-errors.ts';
import { toast } from '../support/toast.ts';
import { expect, test, type Page } from './fixtures.ts';
import { openPage, quietPopup, scrollToY } from './public.ts';

/**
 * Menus (docs/product/content-and-pages.md, Layout) and toasts (ADR 30) as a visitor meets them: every page reachable from the menus at phone and desktop
 * widths, the current section marked, and toasts that neither pile up on a form nor follow the visitor to the
 * next page.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** sonner's toasts, whatever they say. */
const anyToast = (page: Page) => page.locator('[data-sonner-toast]');

// The home popup is not what these tests are about; it would open over the menus on a busy machine.
test.beforeEach(async ({ page }) => {
  await quietPopup(page);
});

test.describe('menus on a desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const item of [
    { name: 'Literature', path: paths.literature },
    { name: 'Crossword', path: paths.crossword },
  ]) {
    test(`"Publications" leads to ${item.name}, which is then the current section`, async ({ page }) => {
      await openPage(page, paths.home);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Publications' }).click();
      await page.getByRole('menuitem', { name: item.name }).click();
      await expect(page).toHaveURL((url) => url.pathname === item.path);
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Publications' })).toHaveAttribute('aria-current', 'true');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      await expectAccessible(page);
    });
  }

  test("a page of the menu is marked current, and an event is in its list's section", async ({ page }) => {
    await openPage(page, paths.media);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await openPage(page, paths.eventList('manava-seva', 'past-events'));
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(/\/manava-seva\/past-events\/\d+$/);
    await expect(nav.getByRole('button', { name: 'Manava Seva' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await nav.getByRole('button', { name: 'Manava Seva' }).click();
    await expect(page.getByRole('menuitem', { name: 'Past Events' })).toHaveAttribute('aria-current', 'page');
  });

  test('E-Hundi stays in the header once it is fixed', async ({ page }) => {
    await openPage(page, paths.about);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'E-Hundi' })).toBeVisible();
    await scrollToY(page, 600);
    await expect(banner).toHaveAttribute('data-fixed', 'true');
    await banner.getByRole('link', { name: 'E-Hundi' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.eHundi);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('menus on a phone', () => {
  test.use({ viewport: PHONE });

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  };

  test('the menu has Literature and Crossword, and E-Hundi and Donate in view', async ({ page }) => {
    await openPage(page, paths.home);
    const menu = await openMenu(page);
    // In view without scrolling the menu: they sit below its scrolling list.
    await expect(menu.getByRole('link', { name: 'E-Hundi' })).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'Donate' })).toBeInViewport();
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Crossword' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.crossword);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Crossword' })).toBeVisible();

    const again = await openMenu(page);
    // The page the visitor is on is marked in the menu.
    await expect(again.getByRole('link', { name: 'Crossword' })).toHaveAttribute('aria-current', 'page');
    await again.getByRole('link', { name: 'Literature' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.literature);
    await expect(page.getByRole('heading', { level: 1, name: 'Literature' })).toBeVisible();
  });

  for (const item of [
    { name: 'E-Hundi', path: paths.eHundi },
    { name: 'Donate', path: paths.donation },
  ]) {
    test(`"${item.name}" in the menu reaches its page`, async ({ page }) => {
      await openPage(page, paths.faq);
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: item.name }).click();
      await expect(page).toHaveURL((url) => url.pathname === item.path);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('toasts', () => {
  test.use({ viewport: DESKTOP });

  const REFUSAL = 'The message could not be stored just now. Please try again.';

  /** Fills the contact form with a message the server accepts. */
  async function fillContact(page: Page) {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Phone').fill('98450 12345');
    await form.getByLabel('E-mail').fill(freshAddress('toasts'));
    await form.getByLabel('Message').fill('We would like to sponsor a meal at the home this Sunday.');
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    return form;
  }

  /** The next contact message is refused by a stand-in answer; the ones after it reach the real server. */
  async function refuseNextContact(page: Page) {
    let refused = false;
    await page.route('**/api/contact/create', async (route) => {
      if (refused) return route.fallback();
      refused = true;
      return route.fulfill({ status: 503, json: { message: REFUSAL } });
    });
  }

  test("the contact form's success replaces its error toast", async ({ page, pageErrors }) => {
    await refuseNextContact(page);
    await openPage(page, paths.contact);
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, REFUSAL)).toBeVisible();
    await acceptFailedResponse(pageErrors, 503, '/api/contact/create');

    // A failed try keeps what was typed: the visitor only sends again.
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, MESSAGES.contactCreated)).toBeVisible();
    await expect(toast(page, REFUSAL)).toHaveCount(0);
    await expect(anyToast(page)).toHaveCount(1);
    await expectAccessible(page);
  });

  test('a toast does not follow the visitor to the next page', async ({ page, pageErrors }) => {
    await refuseNextContact(page);
    await openPage(page, paths.contact);
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, REFUSAL)).toBeVisible();
    await acceptFailedResponse(pageErrors, 503, '/api/contact/create');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.faq);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(anyToast(page)).toHaveCount(0);
  });

  test('nor when the visitor goes back', async ({ page, pageErrors }) => {
    await refuseNextContact(page);
    await openPage(page, paths.faq);
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = await fillContact(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, REFUSAL)).toBeVisible();
    await acceptFailedResponse(pageErrors, 503, '/api/contact/create');

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === paths.faq);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(anyToast(page)).toHaveCount(0);
  });
});
