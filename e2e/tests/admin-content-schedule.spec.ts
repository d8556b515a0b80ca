import { adminPaths } from '@charity/shared/admin-paths';
import { isoToIndiaDateTime } from '@charity/shared/india-dates';
import { paths } from '@charity/shared/routes';
import { createUpcomingEvent } from '../support/console-content.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test } from './fixtures.ts';
import { openPage, quietPopup } from './public.ts';

/*
 * Scheduled publishing end to end (docs/product/console.md "Scheduling"): an editor gives a hidden event a publish
 * time in the form, and the content job, not the save, publishes it; then its public page shows it. The server
 * runs the job every 2 s here (CONTENT_JOB_SECONDS in playwright.config.ts) instead of every minute. The form
 * takes whole minutes, so the publish time is the next minute at least 30 s ahead: the test waits for that minute
 * to come, by polling, never by sleeping.
 */

test('an editor schedules a hidden event and the content job publishes it on the site', async ({
  page,
  consoleEditor,
}) => {
  // Up to 90 s until the publish time, then the job and the public page, on a loaded machine.
  test.setTimeout(240_000);
  const eventName = `Scheduled seva ${Date.now()}`;
  await quietPopup(page);
  await signInAs(page, consoleEditor);
  // A hidden upcoming event, made through the console's API with a seeded event's picture.
  const id = await createUpcomingEvent(page.request, eventName, false);
  const publicAnswer = () => page.request.get(`/api/event/display/${id}`);
  const storedEvent = async () =>
    (await (await page.request.get(`/api/admin/events/${id}`)).json()) as {
      data: { published: boolean; publish_at: string | null };
    };
  expect((await publicAnswer()).status()).toBe(404);

  await page.goto(adminPaths.contentItem('events', id));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(eventName);
  // The next whole minute at least 30 s ahead (time enough to save it on a loaded machine), in India time as the
  // form takes it.
  const publishAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const { date, time } = isoToIndiaDateTime(publishAt);
  const schedule = page.getByRole('group', { name: 'Schedule' });
  await schedule.getByLabel('Publish on', { exact: true }).fill(date);
  await schedule.getByLabel('Publish on: time in India').fill(time);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'The event is saved.')).toBeVisible();

  // Saved as a schedule, still hidden: whatever publishes it next is the job.
  const stored = (await storedEvent()).data;
  expect(stored.published).toBe(false);
  expect(Date.parse(stored.publish_at ?? '')).toBe(publishAt.getTime());
  expect((await publicAnswer()).status()).toBe(404);

  // Published by the job once its minute has come (a request context has no HTTP cache to hide the change).
  await expect
    .poll(async () => (await publicAnswer()).status(), { timeout: 150_000, intervals: [2_000] })
    .toBe(200);
  expect((await storedEvent()).data).toMatchObject({ published: true, publish_at: null });
  await openPage(page, paths.eventDetail('madhava-seva', 'upcoming-events', id));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: eventName, exact: true }),
  ).toBeVisible();

  // Not left on the site: the public specs count the seeded events.
  const removed = await page.request.delete(`/api/admin/events/${id}`);
  expect(removed.status(), await removed.text()).toBe(204);
});
