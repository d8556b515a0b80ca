import { adminPaths } from '@charity/shared/admin-paths';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { solidPng } from '../support/png.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test, type Page } from './fixtures.ts';
import { openPage, quietPopup } from './public.ts';

/*
 * An editor's everyday edits (docs/product/console.md "Media library", "Scheduling"; docs/product/content-and-pages.md
 * "Pages as content"): a picture given alt text in the library and chosen for a new event from it, whose public page
 * then describes the picture with that text; a FAQ question scheduled for later, which the list says and /faq does
 * not show yet (the job that publishes it on time has API tests with a fixed clock); a FAQ question added, shown on
 * /faq, then deleted to the Trash and gone from /faq. The seeded pages and questions, which the public specs read,
 * are left as they are.
 */

test.describe.configure({ mode: 'parallel' });

const DAY_MS = 86_400_000;
/** yyyy-mm-dd, `days` from now (UTC; a day either way is still far ahead in India). */
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const screenHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Finds `text` in a content list through its search box. */
async function searchList(page: Page, text: string) {
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

test('an editor gives a library picture alt text, picks it for an event, and the event page carries it', async ({
  page,
  consoleEditor,
}) => {
  // An upload made into every rendition, the library, the form and the public page, axe on two screens.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const fileName = `temple-lamps-${stamp}.png`;
  const alt = `Volunteers lighting clay lamps at the temple gate ${stamp}`;
  const eventName = `Deepa seva ${stamp}`;
  await quietPopup(page);
  await signInAs(page, consoleEditor);

  // A picture of its own colour (the library keeps one entry per file), uploaded in the library.
  await page.goto('/admin/uploads');
  await expect(screenHeading(page, 'Media library')).toBeVisible();
  await page.getByLabel('Upload a picture or PDF').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: solidPng(1600, 1000, [stamp % 251, (stamp >> 8) % 251, (stamp >> 16) % 251]),
  });
  // As a volunteer would, the search waits for the upload to end (resizing takes a while on a loaded machine).
  await expect(page.getByRole('status').filter({ hasText: `Uploaded ${fileName}` })).toBeVisible({
    timeout: 90_000,
  });
  await searchList(page, fileName);
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(files).toContainText('No alt text');

  // Its alt text, written in the file's dialog.
  await files.getByRole('button', { name: fileName }).click();
  const detail = page.getByRole('dialog', { name: fileName });
  await expect(detail).toContainText('Nowhere yet');
  await detail.getByLabel('Alt text').fill(alt);
  await expectAccessible(page);
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `“${fileName}” is saved.`)).toBeVisible();
  await detail.getByRole('button', { name: /close/i }).click();
  await expect(detail).toBeHidden();
  await expect(files).not.toContainText('No alt text');

  // A published event half a year ahead (after every seeded one), its picture chosen from the library.
  await page.goto(adminPaths.contentNew('events'));
  await expect(screenHeading(page, 'New event')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(eventName);
  await page.getByRole('button', { name: 'Choose from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the library' });
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill(fileName);
  await picker.getByRole('button', { name: 'Search' }).click();
  const choice = picker.getByRole('button', { name: `Choose ${fileName}` });
  await expect(choice).toContainText(alt);
  await expectAccessible(page);
  await choice.click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('img', { name: 'The current picture' })).toBeVisible();
  await page.getByLabel('Seva', { exact: true }).selectOption({ label: 'Madhava Seva' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Upcoming' });
  await page.getByLabel('Start date').fill(daysAhead(200));
  await expect(page.getByRole('checkbox', { name: 'Published (shown on the site)' })).toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'The event is created.')).toBeVisible();
  // A new record's form becomes its edit screen, at its own address.
  await expect(page).toHaveURL(/\/admin\/content\/events\/(\d+)$/);
  const id = Number(/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

  // The event's page shows the picture described by the library's alt text, not by the event's name.
  await openPage(page, paths.eventDetail('madhava-seva', 'upcoming-events', id));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: eventName, exact: true })).toBeVisible();
  await expect(main.getByRole('article').getByRole('img', { name: alt, exact: true })).toBeVisible();
});

/*
 * Scheduled on a FAQ question rather than a counter or banner: the home page shows a random pick of at most four
 * counters and ten banners, so a counter missing there proves nothing, and the banner spec compares the banners'
 * table with the slider. /faq shows every published question, so one missing there is hidden.
 */
test('an editor schedules a question: the list says when, and /faq does not show it yet', async ({
  page,
  consoleEditor,
}) => {
  // The form, the list and /faq on a loaded machine.
  test.setTimeout(120_000);
  const question = `Is there a camp at Sankranti? ${Date.now()}`;
  // Seven months ahead at 6 pm in India, which the list writes as "12 Dec 2027, 6:00 pm".
  const day = daysAhead(210);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  const label = `Scheduled for ${date} ${monthName} ${year}, 6:00 pm`;
  await quietPopup(page);
  await signInAs(page, consoleEditor);

  await page.goto(adminPaths.contentNew('faqs'));
  await expect(screenHeading(page, 'New question')).toBeVisible();
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type('Yes, on the temple grounds.');
  const schedule = page.getByRole('group', { name: 'Schedule' });
  await schedule.getByLabel('Publish on', { exact: true }).fill(day);
  await schedule.getByLabel('Publish on: time in India').fill('18:00');
  // Left ticked: a publish time still ahead keeps the question hidden until then.
  await expect(page.getByRole('checkbox', { name: 'Published (shown on the site)' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page, 'The question is created.')).toBeVisible();
  await expect(screenHeading(page, 'FAQ')).toBeVisible();

  await searchList(page, question);
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: new RegExp(`^${label}: publish`) })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(page);
  const href = (await row.getByRole('link', { name: question }).getAttribute('href')) ?? '';
  const id = Number(/\/(\d+)$/.exec(href)?.[1]);

  await openPage(page, paths.faq);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(question);

  // Not left waiting for its day: the FAQ stays as the other specs find it.
  const removed = await page.request.delete(`/api/admin/faqs/${id}`);
  expect(removed.status(), await removed.text()).toBeLessThan(300);
});

test('an editor adds a FAQ question, visitors read it, and deleting it takes it off /faq', async ({
  page,
  consoleEditor,
}) => {
  // The form, the list and /faq twice on a loaded machine.
  test.setTimeout(120_000);
  const question = `Can I sponsor a day of meals? ${Date.now()}`;
  const answer = 'Yes: choose Annadanam on the donation page and write the date in the note.';
  await quietPopup(page);
  await signInAs(page, consoleEditor);

  await page.goto(adminPaths.contentNew('faqs'));
  await expect(screenHeading(page, 'New question')).toBeVisible();
  await page.getByLabel('List', { exact: true }).selectOption({ label: 'Donations & volunteering' });
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type(answer);
  await expect(page.getByRole('checkbox', { name: 'Published (shown on the site)' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page, 'The question is created.')).toBeVisible();
  await expect(screenHeading(page, 'FAQ')).toBeVisible();

  // On /faq, under its list, opening to its answer.
  await openPage(page, paths.faq);
  const list = page.getByRole('region', { name: 'Donations & volunteering' });
  const trigger = list.getByRole('button', { name: question });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByText(answer)).toBeVisible();

  // Deleted from the list: into the Trash, and off the page.
  await page.goto(adminPaths.contentList('faqs'));
  await expect(screenHeading(page, 'FAQ')).toBeVisible();
  await searchList(page, question);
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
  await expect(confirm).toContainText('move to the trash');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `“${question}” is moved to the trash.`)).toBeVisible();
  await page.goto(adminPaths.contentTrash);
  await expect(
    page.getByRole('table', { name: 'Deleted content' }).getByRole('row').filter({ hasText: question }),
  ).toHaveCount(1);

  await openPage(page, paths.faq);
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(question);
});
