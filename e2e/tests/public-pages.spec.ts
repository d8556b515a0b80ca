import { CATEGORIES, CATEGORY_LABELS } from '@charity/shared/constants';
import { EVENT_LISTS, paths } from '@charity/shared/routes';
import { SITE } from '@charity/shared/site';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { expect, test, type Page } from './fixtures.ts';
import { openPage, quietPopup, servedHead, type ServedHead } from './public.ts';

/**
 * Every public page as a visitor (and a crawler) meets it: the page loads with its content, axe finds
 * no WCAG 2.2 AA violation (docs/product/content-and-pages.md), and it has its own <title>
 * and meta description (docs/product/content-and-pages.md, Search engines and sharing), the same in the HTML the
 * server sends as after the app has run.
 */

/** The event Army-2024 links to; the seed makes it the upcoming Madhava Seva event with id 2. */
const EVENT_DETAIL = paths.eventDetail('madhava-seva', 'upcoming-events', 2);

const PAGES: string[] = [
  paths.home,
  paths.about,
  paths.saiMayeeTrust,
  paths.saiMeruMathiTrust,
  paths.army2024,
  paths.scy2025,
  paths.faq,
  paths.faqDemo,
  paths.refundPolicy,
  paths.privacyPolicy,
  paths.disclaimer,
  paths.termsCondition,
  paths.findUs,
  paths.leadershipTeam,
  paths.testimonial,
  paths.crossword,
  paths.literature,
  paths.media,
  paths.galleryImages,
  paths.galleryVideos,
  ...CATEGORIES.flatMap((category) => EVENT_LISTS.map((list) => paths.eventList(category, list))),
  EVENT_DETAIL,
];

/**
 * The FAQ demo is the FAQ page plus a call it ignores (docs/product/content-and-pages.md), so it shares the
 * FAQ's words.
 */
const SAME_PAGE_AS: Record<string, string> = { [paths.faqDemo]: paths.faq };

const TITLE_SUFFIX = ` | ${SITE.name}`;

type Meta = { title: string; descriptions: string[]; h1: string };

const readMeta = async (page: Page): Promise<Meta> => ({
  title: await page.title(),
  descriptions: await page
    .locator('head meta[name="description"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? '')),
  h1: (await page.locator('h1').first().innerText()).trim(),
});

/** The title a page should carry: its own heading, and for event pages the section or the event's name. */
async function expectTitleFor(page: Page, path: string, meta: Meta) {
  if (path === paths.home) {
    expect(meta.title).toBe(SITE.name);
    return;
  }
  expect(meta.title.endsWith(TITLE_SUFFIX), `"${meta.title}" ends with "${TITLE_SUFFIX}"`).toBe(true);
  const name = meta.title.slice(0, -TITLE_SUFFIX.length);
  if (path === EVENT_DETAIL) {
    // The tab names the event, which the page shows as the title of its hero (docs/product/events.md).
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    return;
  }
  const category = CATEGORIES.find((c) => path.startsWith(`/${c}/`));
  // The six event lists share three names; the tab adds the section to tell them apart.
  expect(name).toBe(category ? `${meta.h1} · ${CATEGORY_LABELS[category]}` : meta.h1);
}

for (const path of PAGES) {
  test(`${path}: its content, no axe violations, its own title and description`, async ({ page }) => {
    // The home popup has its own journey and scan; here it would appear part-way through.
    await quietPopup(page);
    const response = await openPage(page, path);
    await expectNoAxeViolations(page);

    const meta = await readMeta(page);
    // Exactly one description: the app updates index.html's tag rather than adding a second.
    expect(meta.descriptions).toHaveLength(1);
    expect(meta.descriptions[0]?.trim()).not.toBe('');
    await expectTitleFor(page, path, meta);
    // Crawlers and link previews read the served HTML: it says what the app shows.
    expect(await servedHead(response), 'the served head').toEqual({
      title: meta.title,
      description: meta.descriptions[0],
    });
  });
}

// The test above proves each served head equals the app's, so the served HTML alone shows the titles are distinct.
test('no two pages share a title or a description', async ({ request }) => {
  const seen = new Map<string, ServedHead>();
  for (const path of PAGES) seen.set(path, await servedHead(await request.get(path)));
  for (const key of ['title', 'description'] as const) {
    const owners = new Map<string, string>();
    for (const [path, head] of seen) {
      const value = head[key];
      const owner = owners.get(value);
      const samePage = owner !== undefined && (SAME_PAGE_AS[path] === owner || SAME_PAGE_AS[owner] === path);
      expect(owner === undefined || samePage, `${path} has the same ${key} as ${owner}: "${value}"`).toBe(
        true,
      );
      owners.set(value, path);
    }
  }
});
