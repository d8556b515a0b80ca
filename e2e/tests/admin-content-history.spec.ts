import { CONTENT_MESSAGES } from '@charity/shared/admin-content';
import { adminPaths } from '@charity/shared/admin-paths';
import { expectAccessible } from '../support/a11y.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test } from './fixtures.ts';

/*
 * An editor's revisions and trash (docs/product/console.md "Revisions", "Trash"): a counter made and changed through
 * the API shows its two saves in the form's Revisions panel, the first is restored after the question, then the
 * counter is deleted from its table into the Trash and restored from there. axe scans the form and the Trash.
 */

test('an editor restores a revision, deletes a counter to the trash and restores it', async ({
  page,
  consoleEditor,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Meals served ${Date.now()}`;
  await signInAs(page, consoleEditor);
  const created = await page.request.post('/api/admin/counters', { data: { title, counter: 100 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const changed = await page.request.patch(`/api/admin/counters/${id}`, { data: { counter: 250 } });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto(adminPaths.contentItem('counters', id));
  await expect(page.getByRole('group', { name: 'Schedule' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Revisions' });
  await panel.getByRole('button', { name: 'Show revisions' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').first()).toContainText('changed: Figure');
  await expectAccessible(page);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`revisions-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: /^Restore the version of/ }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(toast(page, CONTENT_MESSAGES.revisionRestored)).toBeVisible();
  await expect(page.getByLabel('Figure')).toHaveValue('100');

  await page.goto(adminPaths.contentList('counters'));
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(title);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /^Delete/ }).click();
  const question = page.getByRole('dialog', { name: 'Delete this counter?' });
  await expect(question).toContainText('move to the trash');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `“${title}” is moved to the trash.`)).toBeVisible();

  await page.goto(adminPaths.contentTrash);
  const trashed = page
    .getByRole('table', { name: 'Deleted content' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(trashed).toContainText('counter');
  await expectAccessible(page);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`trash-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await trashed.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(toast(page, `“${title}” is restored.`)).toBeVisible();
  const back = await page.request.get(`/api/admin/counters/${id}`);
  expect(back.status()).toBe(200);
});
