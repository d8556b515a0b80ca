import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { sandboxDialog } from '../support/donor.ts';
import { toast } from '../support/toast.ts';
import { expect, test } from './fixtures.ts';

/**
 * Campaigns on the public site (docs/product/giving.md "Campaigns, the donor wall and dedications"): the list and a
 * campaign's page, both scanned with axe, and a visitor's gift to a seeded campaign with a dedication and a name on
 * the wall through the sandbox checkout, after which the page's figures have moved and the wall lists the name.
 */

/** A running campaign of the demo seed (apps/server/src/seed/demo-campaigns.ts), trust 2 (no PAN). */
const TEMPLE = { slug: 'temple-roof-restoration', title: 'Temple roof restoration' } as const;

const progress = (page: Page) => page.getByRole('region', { name: 'Progress towards the goal' });

/** The campaign's figures as its page shows them: rupees raised and the number of donors. */
async function figures(page: Page) {
  const region = progress(page);
  const bar = region.getByRole('progressbar');
  const text = (await bar.getAttribute('aria-valuetext')) ?? '';
  const raised = Number(/^₹([\d,]+) raised/.exec(text)?.[1]?.replaceAll(',', ''));
  const donors = Number(await region.getByRole('definition').nth(1).textContent());
  return { raised, donors };
}

async function fillCampaignGift(form: Locator, email: string, amount: string) {
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('98450 12345');
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('Address', { exact: true }).fill('Flat 4, 12 MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('PIN code').fill('560001');
  await form.getByRole('checkbox', { name: /I am an Indian citizen/ }).check();
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

test('the campaigns page lists the running and the ended appeals, and is accessible', async ({ page }) => {
  await page.goto(paths.campaigns);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const running = page.getByRole('region', { name: 'Running now' });
  await expect(running.getByRole('link', { name: TEMPLE.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ended campaigns' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  await expectAccessible(page);
  // The header links to it beside the giving links.
  await page.goto(paths.donation);
  await page.getByRole('banner').getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
});

test('a visitor gives to a campaign with a dedication, and finds their name on its wall and the figures moved', async ({
  page,
}) => {
  // A gift through the checkout and two page loads: over the default 60 s on a loaded host.
  test.setTimeout(180_000);
  const wallName = `Asha of Jayanagar ${Date.now().toString(36).slice(-5)}`;
  await page.goto(paths.campaign(TEMPLE.slug));
  await expect(page.getByRole('heading', { level: 1, name: TEMPLE.title })).toBeVisible();
  await expect(progress(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', /raised of/);
  const before = await figures(page);
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Give to this campaign' });
  await expect(form.getByText(`This gift is for the campaign “${TEMPLE.title}”.`)).toBeVisible();
  await expect(form.getByLabel('Trust')).toBeHidden();
  await fillCampaignGift(form, freshAddress('campaign-donor'), '1500');
  await form.getByRole('checkbox', { name: 'Show my name on the donor wall' }).check();
  await form.getByLabel('Name on the wall').fill(wallName);
  await form.getByLabel('Dedicate this gift (optional)').selectOption('memory');
  await form.getByLabel('Their name').fill('Sri Venkatesh');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Donate now' }).click();

  const dialog = sandboxDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('₹1,500.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(toast(page, MESSAGES.donationSuccessful)).toBeVisible();
  await expect(page).toHaveURL(/\/donation\/thank-you\?token=/);

  await page.goto(paths.campaign(TEMPLE.slug));
  const wall = page.getByRole('region', { name: 'Donor wall' });
  const entry = wall.getByRole('listitem').first();
  await expect(entry).toContainText(wallName);
  await expect(entry).toContainText('In memory of Sri Venkatesh');
  // Never the amount.
  await expect(wall).not.toContainText('₹');
  const after = await figures(page);
  expect(after.raised).toBe(before.raised + 1500);
  expect(after.donors).toBe(before.donors + 1);
});
