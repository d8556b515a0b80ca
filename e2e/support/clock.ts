import type { Page } from '@playwright/test';

/**
 * Page time under the test's control (Playwright's page.clock), for the behaviours that run on timers: carousel
 * autoplay, the counters' count-up, the home popup. Install it before the page loads (time flows naturally, so
 * loading and hydration are untouched), pause it once the page is ready, then move it with page.clock.runFor:
 * the test checks "after 3 s" without waiting 3 s, and a busy machine cannot stretch or squeeze the interval.
 */

/** The page's (fake) clock, in ms. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Stops the page's time a second from now (pauseAt only moves forward, and page time keeps flowing while the call
 * travels, so "now" would already be the past on a busy machine); from here on only page.clock.runFor moves timers
 * and animation frames.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await pageNow(page)) + 1_000);
}
