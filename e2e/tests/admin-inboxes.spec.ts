import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { enrol, inviteFromShell } from '../support/console-staff.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test } from './fixtures.ts';
import { extractLink, waitForMail } from '../support/mail.ts';

/*
 * The coordinator's inboxes and outreach (docs/product/console.md "Inboxes" and "Newsletters"), one behaviour a
 * test: what a coordinator's console holds; a reply to a contact message (it arrives in the mail catcher); a
 * volunteer moved to active; a newsletter sent to the confirmed subscribers, its counts reaching the end. What the
 * public sent is posted through the public API first; the coordinator is the worker's (tests/fixtures.ts). axe on
 * every screen.
 */

// Each test seeds its own data and uses its worker's staff session (tests/fixtures.ts): the tests of this file can
// spread over both workers instead of queueing behind its journey.
test.describe.configure({ mode: 'parallel' });

const fresh = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A contact message from `email`, as the public form posts it; answers its id. */
async function postContactMessage(request: APIRequestContext, email: string): Promise<number> {
  const contact = await request.post('/api/contact/create', {
    data: {
      first_name: 'Asha',
      last_name: 'Rao',
      email,
      phone: '9845012345',
      message: 'We would like to sponsor a meal at the ashram next month.',
    },
  });
  expect(contact.status()).toBe(201);
  return ((await contact.json()) as { data: { id: number } }).data.id;
}

/** A newsletter subscription from `email`, confirmed through the link the confirmation mail carries. */
async function confirmedSubscriber(request: APIRequestContext, email: string): Promise<void> {
  const subscribed = await request.post('/api/subscription/create', {
    data: {
      name: 'Reader',
      email,
      phone: '9845012347',
      newsletter: true,
      event: false,
      blog: false,
      ebook: false,
      crossword: false,
    },
  });
  expect(subscribed.ok()).toBe(true);
  const confirmation = await waitForMail(request, { to: email, subject: /confirm/i });
  const token = new URL(extractLink(confirmation, '/subscription/confirm'), 'http://x').searchParams.get(
    'token',
  );
  expect((await request.post('/api/subscription/confirm', { data: { token } })).ok()).toBe(true);
}

test('a coordinator invited from the shell joins by the mailed link and sees only the inboxes', async ({
  page,
}) => {
  // The shell's invitation compiles the CLI, slow on a loaded machine.
  test.setTimeout(120_000);
  const coordinator = fresh('coordinator');
  await inviteFromShell(coordinator, 'coordinator');
  const invitation = await waitForMail(page.request, {
    to: coordinator,
    subject: /invit/i,
    timeoutMs: 30_000,
  });
  await enrol(page, extractLink(invitation, '/admin/invitation/'), {
    name: 'Chitra Coordinator',
    password: 'a long coordinator passphrase 42',
  });
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Messages',
    'Volunteers',
    'Subscribers',
    'Newsletters',
  ]);
});

test('a coordinator replies to a contact message; the sender gets the reply with their message quoted', async ({
  page,
  consoleCoordinator,
}) => {
  const sender = fresh('sender');
  const messageId = await postContactMessage(page.request, sender);
  await signInAs(page, consoleCoordinator);

  await page.goto(`/admin/messages/${messageId}`);
  await expect(page.getByRole('heading', { name: 'Message from Asha Rao' })).toBeVisible();
  await expectAccessible(page);
  // The box starts with the greeting; the member writes after it, previews, then sends.
  const box = page.getByLabel('Your reply');
  await expect(box).toHaveValue('Namaste Asha,\n\n');
  await box.press('End');
  await box.pressSequentially('Thank you. Sunday the 14th works well; we will call you.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('iframe[title="Preview of the reply mail"]');
  await expect(preview).toHaveAttribute('srcdoc', /Sunday the 14th works well/);
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeFocused();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Your reply is on its way.')).toBeVisible();
  const reply = await waitForMail(page.request, { to: sender, subject: /re:/i, timeoutMs: 30_000 });
  expect(reply.text).toContain('Sunday the 14th works well');
  expect(reply.text.match(/Namaste Asha,/g)).toHaveLength(1);
  expect(reply.text).toContain('sponsor a meal');
});

test('a coordinator moves a volunteer from new to contacted to active, and the welcome is mailed', async ({
  page,
  consoleCoordinator,
}) => {
  const volunteer = fresh('volunteer');
  const application = await page.request.post('/api/volunteer/create', {
    data: {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: volunteer,
      phone: '9845012346',
      aadhar: '2341 2341 2346',
      address: '12, 4th Cross, Jayanagar, Bengaluru 560011',
      interest: 'Weekend meal service',
    },
  });
  expect(application.status()).toBe(201);
  await signInAs(page, consoleCoordinator);

  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Volunteers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible();
  await page.getByRole('searchbox').fill(volunteer);
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('link', { name: 'Ravi Kumar' }).click();
  await expectAccessible(page);
  const status = page.getByRole('form', { name: 'Change the status' });
  await status.getByLabel('Status').selectOption('contacted');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved.')).toBeVisible();
  await status.getByLabel('Status').selectOption('active');
  await status.getByLabel('Note').fill('Starts on Saturday.');
  await status.getByLabel('Mail the applicant').check();
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contacted → Active')).toBeVisible();
  const welcome = await waitForMail(page.request, {
    to: volunteer,
    subject: /welcome as a volunteer/i,
    timeoutMs: 30_000,
  });
  expect(welcome.text).toContain('Namaste Ravi');
});

test('a coordinator composes, previews and sends a newsletter; the confirmed subscribers get it', async ({
  page,
  consoleCoordinator,
}) => {
  // Sending is paced (docs/product/console.md "Newsletters"): up to a minute for the counts to reach the end.
  test.setTimeout(120_000);
  const readers = [fresh('reader'), fresh('reader')];
  const newsletterSubject = `Seva news ${Date.now()}`;
  for (const reader of readers) await confirmedSubscriber(page.request, reader);
  await signInAs(page, consoleCoordinator);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Newsletters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Compose a newsletter' }).click();
  await page.getByLabel('Subject', { exact: true }).fill(newsletterSubject);
  await page
    .getByRole('textbox', { name: 'Newsletter' })
    .fill('Annadanam this Sunday at the hall. All are welcome.');
  await page.getByRole('button', { name: 'Preview' }).click();
  // The preview is a sandboxed frame where no script runs, not even Playwright's or axe's: read its document.
  const preview = page.locator('iframe[title="Preview of the newsletter mail"]');
  await expect(preview).toHaveAttribute('srcdoc', /Annadanam this Sunday/);
  await expect(preview).toHaveAttribute('srcdoc', /Unsubscribe/);
  await page.getByRole('button', { name: 'Close the preview' }).click();
  await expect(preview).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Newsletter #\d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send to subscribers…' }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(toast(page, 'Sending has started.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Finished:' })).toBeVisible({ timeout: 60_000 });
  const sent = Number(await page.locator('[data-count="sent"]').textContent());
  expect(sent).toBeGreaterThanOrEqual(readers.length);
  await expect(page.locator('[data-count="waiting"]')).toHaveText('0');
  await expect(page.locator('[data-count="queued"]')).toHaveText('0');
  await expectAccessible(page);
  for (const reader of readers) {
    const mail = await waitForMail(page.request, { to: reader, subject: new RegExp(newsletterSubject) });
    expect(mail.text).toContain('Annadanam this Sunday');
  }
});
