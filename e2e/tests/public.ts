import type { APIResponse, Response } from '@playwright/test';
import { expect, type Page } from './fixtures.ts';

/**
 * Helpers shared by the public-*.spec.ts journeys: opening a page once it has settled, and keeping the
 * home popup out of the way of tests that are not about it.
 */

/** The localStorage key docs/product/content-and-pages.md names for the popup delay. */
export const POPUP_TIME_KEY = 'popuptime';

/**
 * Sets `popuptime` before any script of the page runs, on every load of this page object. The popup appears
 * after twice that many milliseconds (docs/product/content-and-pages.md).
 */
export async function setPopupTime(page: Page, ms: number): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Init scripts run in every frame too; embedded players (blocked, so error pages) have no storage.
      if (window !== window.top) return;
      // Only when the test's value is not already there, so a test can watch the app change it across reloads.
      if (window.sessionStorage.getItem('e2e-popuptime-set') === null) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-popuptime-set', '1');
      }
    },
    [POPUP_TIME_KEY, String(ms)] as const,
  );
}

/** Keeps the home popup away for the length of any test (ten minutes). */
export const quietPopup = (page: Page) => setPopupTime(page, 300_000);

/**
 * Opens `path` as a visitor lands on it and waits until it has settled: a 200, a main heading, no "Page not
 * found", the network quiet and the full-screen loading overlay gone, so what a test reads is the finished page.
 */
export async function openPage(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  return response!;
}

/** A page's title and meta description as the server wrote them into its HTML (ADR 8), entities decoded. */
export type ServedHead = { title: string; description: string };

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Reads the served head of a document response (what crawlers and link previews see). */
export async function servedHead(response: Response | APIResponse): Promise<ServedHead> {
  const html = await response.text();
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decodeEntities(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}

/** The fixed header covers the top of the viewport once the page scrolls; this scrolls `y` px down, instantly. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}
