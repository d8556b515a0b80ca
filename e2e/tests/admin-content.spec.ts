import { CONTENT_MESSAGES, PAGE_DRAFT_MESSAGES } from '@charity/shared/admin-content';
import { adminPaths } from '@charity/shared/admin-paths';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { solidPng } from '../support/png.ts';
import { createUpcomingEvent } from '../support/console-content.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test, type Page } from './fixtures.ts';
import { openPage, quietPopup } from './public.ts';

/*
 * An editor's content (docs/product/console.md "Content"). One journey: the editor creates an event with a picture
 * and a description, uploads gallery pictures to it, adds a seeded picture that is on no event and a video by its
 * YouTube link, publishes it and finds it on the public list and its page (the pictures and the video). Then short
 * tests: the banners reordered with the keyboard (@dnd-kit's grip: space, arrow, space) and the home slider
 * following; an event (created through the API) unpublished from the table's selection and leaving the list. The
 * editor is the worker's (tests/fixtures.ts). axe scans every console screen.
 *
 * No cache stands in the way of "at once": the fixture routes requests (tests/fixtures.ts), which turns Chromium's
 * HTTP cache off, and the server clears its micro-cache on every write.
 */

// Each test seeds its own data and uses its worker's staff session (tests/fixtures.ts): the tests of this file can
// spread over both workers instead of queueing behind its journey.
test.describe.configure({ mode: 'parallel' });

const UPCOMING = paths.eventList('madhava-seva', 'upcoming-events');

/** A demo gallery picture on no event (apps/server/src/seed/demo-content.ts), for the event form's picker. */
const LOOSE_PICTURE = 'Lamps for Deepavali';
const VIDEO_EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

/*
 * Half a year ahead, yyyy-mm-dd: upcoming in India whatever the hour, and after every seeded upcoming event (the
 * demo seed's latest starts 75 days ahead, apps/server/src/seed/demo-content.ts). The list puts the soonest first,
 * so the public specs running beside these tests, which open the list's first card, still find a seeded event.
 */
const halfAYearAhead = () => new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);

/*
 * Pictures as large as a phone's, so the site makes every rendition of them (720 and 1200 wide) like the seeded
 * ones: the e2e database is shared, and the public gallery tests open whichever picture is newest.
 */
const picture = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(1600, 1000, colour),
});

const screenHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The banners' quotes in the order the home slider shows them. */
async function sliderQuotes(page: Page): Promise<string[]> {
  await openPage(page, paths.home);
  const slides = page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeVisible();
  const quotes = await slides.locator('blockquote').allTextContents();
  return quotes.map((quote) => quote.trim().replace(/^“|”$/g, ''));
}

test('journey: an editor builds an event with pictures and a video, publishes it, and visitors find it', async ({
  page,
  consoleEditor,
}) => {
  // Three uploads, each made into every rendition, a dozen console and public pages, axe on each console screen.
  test.setTimeout(300_000);
  const eventName = `Annadanam camp ${Date.now()}`;
  const description = 'Meals for two hundred pilgrims, served by volunteers from the village.';
  const videoTitle = `Annadanam film ${Date.now()}`;
  await quietPopup(page);

  await signInAs(page, consoleEditor);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Content', 'Media library', 'Campaigns']);
  await expectAccessible(page);

  // Content → Events.
  await nav.getByRole('link', { name: 'Content' }).click();
  await expect(screenHeading(page, 'Content')).toBeVisible();
  await expectAccessible(page);
  const types = page.getByRole('navigation', { name: 'Content types' });
  await types.getByRole('link', { name: 'Events' }).click();
  await expect(screenHeading(page, 'Events')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();
  await expectAccessible(page);

  // A new event, kept as a draft until its gallery is in.
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(screenHeading(page, 'New event')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(eventName);
  await page.getByLabel('Upload a picture').setInputFiles(picture('camp.png', [176, 64, 32]));
  await expect(page.getByLabel('Large picture address')).toHaveValue(/\S/, { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'The current picture' })).toBeVisible();
  await page.getByLabel('Seva', { exact: true }).selectOption({ label: 'Madhava Seva' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Upcoming' });
  await page.getByLabel('Start date').fill(halfAYearAhead());
  const firstBlock = page.getByRole('textbox', { name: 'Introduction' });
  await firstBlock.click();
  await page.keyboard.type(description);
  await page.getByRole('checkbox', { name: 'Published (shown on the site)' }).uncheck();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page, 'The event is created.')).toBeVisible();
  await expect(screenHeading(page, 'Events')).toBeVisible();

  // Its gallery: two pictures uploaded on the event's form.
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(eventName);
  await search.getByRole('button', { name: 'Search' }).click();
  const events = page.getByRole('table', { name: 'Events' });
  await events.getByRole('link', { name: eventName }).click();
  await expect(screenHeading(page, 'Edit event')).toBeVisible();
  await expect(page.getByText('(unpublished: visitors do not see it)')).toBeVisible();
  // Its preview: the event's page as it will show, in a new tab, though visitors cannot see it yet.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Preview/ }).click();
  const preview = await popup;
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await preview.close();
  const gallery = page.getByRole('list', { name: 'Pictures in the order the page shows' });
  for (const [index, colour] of [
    [1, [32, 96, 176]],
    [2, [48, 144, 64]],
  ] as const) {
    await page
      .getByLabel('Add a picture to this event')
      .setInputFiles(picture(`gallery-${index}.png`, [...colour]));
    await expect(gallery.getByRole('listitem')).toHaveCount(index, { timeout: 30_000 });
  }
  await expect(toast(page, 'The picture is added to the event.').first()).toBeVisible();
  await expectAccessible(page);

  // A picture already in the gallery, chosen in the picker by its title.
  const pictures = page.getByRole('region', { name: 'Gallery pictures of this event' });
  await pictures.getByRole('button', { name: 'Choose pictures from the gallery' }).click();
  const picker = page.getByRole('dialog', { name: 'Add gallery pictures to this event' });
  await picker.getByRole('searchbox', { name: 'Search by title' }).fill(LOOSE_PICTURE);
  await picker.getByRole('button', { name: 'Search' }).click();
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox', { name: LOOSE_PICTURE }).check();
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Add 1 picture to the event' }).click();
  await expect(picker).toBeHidden();
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  await expect(gallery.getByRole('img', { name: new RegExp(`^${LOOSE_PICTURE} \\(\\d\\)$`) })).toBeVisible();

  // A video by its short link, stored as the embed link.
  const videos = page.getByRole('region', { name: 'Videos of this event' });
  await videos.getByRole('textbox', { name: 'YouTube link' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await videos.getByRole('textbox', { name: 'Video title' }).fill(videoTitle);
  await videos.getByRole('button', { name: 'Add the video' }).click();
  await expect(toast(page, 'The video is added to the event.')).toBeVisible();
  const videoList = videos.getByRole('list', { name: 'Videos in the order the page shows' });
  await expect(videoList.getByRole('link', { name: new RegExp(videoTitle) })).toHaveAttribute(
    'href',
    VIDEO_EMBED,
  );

  // Published from the table.
  await types.getByRole('link', { name: 'Events' }).click();
  await expect(screenHeading(page, 'Events')).toBeVisible();
  await search.getByRole('searchbox').fill(eventName);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = events.getByRole('row').filter({ hasText: eventName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`publish ${eventName}$`) }).click();
  await expect(toast(page, `“${eventName}” is published.`)).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(`unpublish ${eventName}$`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The public list shows it, and its page has the description, the picture and the gallery.
  await openPage(page, UPCOMING);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: eventName });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(new RegExp(`${UPCOMING}/\\d+$`));
  const main = page.getByRole('main');
  // The hero is titled with the event's name (docs/product/events.md).
  await expect(main.getByRole('heading', { level: 1, name: eventName, exact: true })).toBeVisible();
  await expect(main.getByText(description)).toBeVisible();
  await expect(main.getByRole('article').getByRole('img', { name: eventName, exact: true })).toBeVisible();
  await expect(
    main.getByRole('region', { name: `Latest From ${eventName}` }).getByRole('listitem'),
  ).toHaveCount(3);
  const eventVideos = main.getByRole('region', { name: 'Videos', exact: true }).getByRole('listitem');
  await expect(eventVideos).toHaveCount(1);
  await expect(eventVideos).toContainText(videoTitle);
  // A facade until played (components/ui/video-facade.tsx); then the stored video plays from youtube-nocookie.com.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await eventVideos.getByRole('button', { name: `Play video: ${videoTitle}` }).click();
  await expect(eventVideos.locator(`iframe[title="${videoTitle}"]`)).toHaveAttribute(
    'src',
    `${VIDEO_EMBED.replace('www.youtube.com', 'www.youtube-nocookie.com')}?autoplay=1`,
  );
});

test('an editor moves a banner up with the keyboard, and the home slider follows', async ({
  page,
  consoleEditor,
}) => {
  // The home page twice (every slide's picture) and the console between: more than a minute on a loaded machine.
  test.setTimeout(120_000);
  await quietPopup(page);
  await signInAs(page, consoleEditor);
  // Banners: the second slide's banner moved up one place with the keyboard; the home slider follows.
  const before = await sliderQuotes(page);
  expect(before.length, 'the demo seed has at least two banners').toBeGreaterThanOrEqual(2);
  const [first = '', second = ''] = before;
  await page.goto(adminPaths.contentList('banners'));
  await expect(screenHeading(page, 'Banners')).toBeVisible();
  const banners = page.getByRole('table', { name: 'Banners, in the order the site shows them' });
  const quotes = banners.locator('tbody tr').getByRole('link');
  // The table promises "the site shows banners in this order".
  await expect(quotes).toHaveText(before);
  await expectAccessible(page);
  const grip = banners.getByRole('button', { name: `Move ${second}`, exact: true });
  await grip.focus();
  await page.keyboard.press('Space');
  await expect(grip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/was moved over droppable area/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, CONTENT_MESSAGES.reordered)).toBeVisible();
  await expect(quotes).toHaveText([second, first, ...before.slice(2)]);
  await expectAccessible(page);
  expect(await sliderQuotes(page)).toEqual([second, first, ...before.slice(2)]);
});

test('an editor unpublishes an event from the table’s selection, and it leaves the public list', async ({
  page,
  consoleEditor,
}) => {
  // The public list twice (each waits for a quiet network) and the console between: as long as the banner test.
  test.setTimeout(120_000);
  const eventName = `Annadanam camp ${Date.now()}`;
  await quietPopup(page);
  await signInAs(page, consoleEditor);
  // A published upcoming event, made through the console's API with a seeded event's picture.
  await createUpcomingEvent(page.request, eventName, true);
  await openPage(page, UPCOMING);
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: eventName })).toHaveCount(1);

  const search = page.getByRole('search');
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: eventName });
  // Unpublished from the table's selection: the public list no longer has it.
  await page.goto(adminPaths.contentList('events'));
  await expect(screenHeading(page, 'Events')).toBeVisible();
  await search.getByRole('searchbox').fill(eventName);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox', { name: `Select ${eventName}` }).check();
  await page
    .getByRole('toolbar', { name: 'Selected rows' })
    .getByRole('button', { name: 'Unpublish selected' })
    .click();
  await expect(toast(page, '1 event unpublished.')).toBeVisible();
  await expectAccessible(page);
  await openPage(page, UPCOMING);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: eventName })).toHaveCount(0);
});

test('an editor previews a page: its own route, with the saved words, under the "not published" banner', async ({
  page,
  consoleEditor,
}) => {
  await signInAs(page, consoleEditor);
  const listed = await page.request.get('/api/admin/pages', { params: { search: 'about' } });
  const about = ((await listed.json()) as { data: { id: number; slug: string; title: string }[] }).data.find(
    (item) => item.slug === 'about',
  );
  expect(about, 'the demo seed has the About page').toBeDefined();
  await page.goto(adminPaths.contentItem('pages', about?.id ?? 0));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Preview/ }).click();
  const preview = await popup;
  await expect(preview).toHaveURL(new RegExp(`/preview/pages/${about?.id}\\?token=`));
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: about?.title ?? '' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Our two trusts' })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await preview.close();
});

/*
 * Drafts of pages (docs/product/console.md "Drafts of pages"). On the Disclaimer, which no other spec reads the words
 * of (the public specs check its title against its heading, whatever they say); put back as it was at the end.
 */
test('an editor saves a page as a draft, previews it, and publishes it: visitors see it only then', async ({
  page,
  consoleEditor,
}) => {
  // Two console screens, a preview and the public page three times on a loaded machine.
  test.slow();
  await signInAs(page, consoleEditor);
  const listed = await page.request.get('/api/admin/pages', { params: { q: 'disclaimer' } });
  const disclaimer = (
    (await listed.json()) as { data: { id: number; slug: string; title: string }[] }
  ).data.find((item) => item.slug === 'disclaimer');
  expect(disclaimer, 'the demo seed has the Disclaimer').toBeDefined();
  const id = disclaimer?.id ?? 0;
  const original = disclaimer?.title ?? '';
  const revised = `${original} (revised)`;
  const publicHeading = async () => {
    await openPage(page, paths.disclaimer);
    return page.getByRole('heading', { level: 1 });
  };

  try {
    await page.goto(adminPaths.contentItem('pages', id));
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(original);
    await title.fill(revised);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(toast(page, PAGE_DRAFT_MESSAGES.saved)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes' })).toContainText(
      `by ${consoleEditor.name}`,
    );
    await expectAccessible(page);

    // The preview shows the draft on the page's own route; visitors still read the published words.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^Preview/ }).click();
    const preview = await popup;
    await expect(preview.getByText('Preview — not published')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: revised })).toBeVisible();
    await preview.close();
    await expect(await publicHeading()).toHaveText(original);

    // Reopened, the editor starts from the draft, and publishing it puts it live.
    await page.goto(adminPaths.contentItem('pages', id));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(revised);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(toast(page, PAGE_DRAFT_MESSAGES.published)).toBeVisible();
    await expect(page.getByText('Unpublished changes')).toHaveCount(0);
    await expect(await publicHeading()).toHaveText(revised);
  } finally {
    // The seeded words again, for the other specs and the next run.
    const restored = await page.request.patch(`/api/admin/pages/${id}`, { data: { title: original } });
    expect(restored.status()).toBe(200);
  }
});
