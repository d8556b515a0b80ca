import { CAMPAIGN_MESSAGES } from '@charity/shared/campaigns';
import { adminPaths } from '@charity/shared/admin-paths';
import { expectAccessible } from '../support/a11y.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test } from './fixtures.ts';

test('an editor creates a campaign from the console and finds it in the list, both screens accessible', async ({
  page,
  consoleEditor,
}) => {
  test.setTimeout(120_000);
  const slug = `kitchen-${Date.now()}`;
  await signInAs(page, consoleEditor);
  await page.goto(adminPaths.campaignNew);
  const form = page.getByRole('form', { name: 'Start a campaign' });
  await form.getByLabel('Title').fill('A new kitchen for the children’s home');
  await form.getByLabel('Page address', { exact: true }).fill(slug);
  await form.getByLabel('Summary').fill('Cook three meals a day for forty children.');
  await form.getByLabel('Goal').fill('250000');
  await form.getByLabel('Ends on').fill('2027-03-31');
  await form.getByLabel('Published').check();
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(toast(page, CAMPAIGN_MESSAGES.created)).toBeVisible();
  await expect(page.getByLabel('Page address', { exact: true })).toHaveValue(slug);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Campaigns' }).click();
  const table = page.getByRole('table', { name: 'Campaigns, the latest start first' });
  await expect(
    table.getByRole('link', { name: 'A new kitchen for the children’s home' }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});
