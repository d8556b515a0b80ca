import { TIMING } from '@charity/shared/constants';
import { paths } from '@charity/shared/routes';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';
import { pauseClock } from '../support/clock.ts';
import { openPage, quietPopup } from './public.ts';

/**
 * The site's carousels (docs/product/content-and-pages.md,
 * Home page and Galleries and listings): how many slides show at each width, labelled controls a keyboard can
 * work, no autoplay for visitors who ask for reduced motion, and the leadership carousel's first card whole
 * at 1280 px.
 */

const carousel = (page: Page, name: string) => page.getByRole('region', { name });

/** The carousel's current position, 0-based, from the dot marked current. */
const currentDot = (region: Locator) =>
  region
    .getByRole('button', { name: /^Go to slide \d+$/ })
    .evaluateAll((dots: Element[]) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

/** How many slides' cards are wholly inside the carousel's visible window (the slides' gutters may not be). */
const slidesInView = (region: Locator) =>
  region.evaluate((section: Element) => {
    const viewport = section.firstElementChild;
    if (!viewport) return 0;
    const frame = viewport.getBoundingClientRect();
    return Array.from(section.querySelectorAll('[aria-roledescription="slide"] > *')).filter((card) => {
      const box = card.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });

test.describe('slides per view (docs/product/content-and-pages.md: 3, 2 under 1024 px, 1 under 600 px)', () => {
  for (const [width, expected] of [
    [1280, 3],
    [800, 2],
    [400, 1],
  ] as const) {
    test(`${width} px wide: ${expected}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Still, so the count is not taken mid-slide.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, paths.testimonial);
      const words = carousel(page, 'Written testimonials');
      await expect(words.locator('[aria-roledescription="slide"]').first()).toBeVisible();
      await expect.poll(() => slidesInView(words)).toBe(expected);
    });
  }
});

test.describe('keyboard', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the labelled buttons, the dots and the arrow keys move the carousel', async ({ page }) => {
    await openPage(page, paths.testimonial);
    const words = carousel(page, 'Written testimonials');
    await expect(words).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = words.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toHaveAttribute('aria-label', `1 of ${await slides.count()}`);
    const next = words.getByRole('button', { name: 'Next slide' });
    const previous = words.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeVisible();
    await expect(currentDot(words)).resolves.toBe(0);

    // Tab to "Next slide" from the control before it, as a keyboard user would.
    await previous.focus();
    await page.keyboard.press('Tab');
    const dots = words.getByRole('button', { name: /^Go to slide \d+$/ });
    const dotCount = await dots.count();
    for (let i = 0; i < dotCount; i += 1) await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentDot(words)).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => currentDot(words)).toBe(2);

    // With focus anywhere in the carousel, the arrow keys move it too.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentDot(words)).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentDot(words)).toBe(2);

    // A dot goes straight to its slide and says which one is current.
    await dots.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentDot(words)).toBe(0);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('reduced motion', () => {
  test('no carousel autoplays when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await quietPopup(page);
    await openPage(page, paths.home);
    const banner = carousel(page, 'Highlights');
    await expect(banner.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    // The mouse stays off the carousels: hovering would pause them anyway and prove nothing.
    await page.mouse.move(0, 0);
    await pauseClock(page);
    const start = await currentDot(banner);
    await page.clock.runFor(TIMING.carouselAutoplayMs + 1500);
    expect(await currentDot(banner)).toBe(start);

    await page.clock.resume();
    await openPage(page, paths.leadershipTeam);
    const leaders = carousel(page, 'Leadership team');
    await page.mouse.move(0, 0);
    await pauseClock(page);
    const first = await currentDot(leaders);
    await page.clock.runFor(TIMING.carouselAutoplayMs + 1500);
    expect(await currentDot(leaders)).toBe(first);
  });

  test('without that preference the same carousel does autoplay', async ({ page }) => {
    await openPage(page, paths.leadershipTeam);
    const leaders = carousel(page, 'Leadership team');
    await page.mouse.move(0, 0);
    const first = await currentDot(leaders);
    await expect
      .poll(() => currentDot(leaders), { timeout: TIMING.carouselAutoplayMs + 3000 })
      .not.toBe(first);
  });
});

test.describe('leadership team at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('the first card is whole, not clipped by the carousel', async ({ page }, testInfo) => {
    await openPage(page, paths.leadershipTeam);
    const leaders = carousel(page, 'Leadership team');
    const firstCard = leaders.locator('[aria-roledescription="slide"]').first().getByRole('article');
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard).toBeVisible();

    // Whole means the card and its shadow (up to 12 px each side, 20 px below): all inside the clipping window
    // and the page.
    const expectWhole = async () => {
      const card = await firstCard.boundingBox();
      const frame = await leaders.locator('> div').first().boundingBox();
      expect(card && frame, 'both boxes measured').toBeTruthy();
      if (!card || !frame) return;
      expect(card.x - frame.x, 'room left of the card').toBeGreaterThanOrEqual(11.5);
      expect(frame.x + frame.width - (card.x + card.width), 'room right of the card').toBeGreaterThanOrEqual(
        -0.5,
      );
      expect(frame.y + frame.height - (card.y + card.height), 'room below the card').toBeGreaterThanOrEqual(
        19.5,
      );
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(1280);
    };
    await expectWhole();
    await testInfo.attach('leadership-1280', {
      body: await leaders.screenshot(),
      contentType: 'image/png',
    });

    // Round the loop and back: the first card comes back whole, not half off the left edge.
    const next = leaders.getByRole('button', { name: 'Next slide' });
    const previous = leaders.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expect.poll(() => currentDot(leaders)).toBe(1);
    await previous.click();
    await expect.poll(() => currentDot(leaders)).toBe(0);
    // Measured once the slide has come to rest.
    await expect(expectWhole).toPass();
  });
});
