import { expectAccessible } from '../support/a11y.ts';
import { enrol, inviteFromShell } from '../support/console-staff.ts';
import { toast } from '../support/toast.ts';
import { expect, test } from './fixtures.ts';
import { extractLink, waitForMail } from '../support/mail.ts';

/*
 * The coordinator's inboxes and outreach (docs/product/console.md "Inboxes" and "Newsletters"): a coordinator,
 * invited from the shell (`npm run admin -- invite`, the same database as the e2e server), replies to a contact
 * message (the reply arrives in the mail catcher), moves a volunteer to active, and sends a newsletter to the
 * confirmed subscribers, watching its counts reach the end; axe on every screen.
 */

const PASSWORD = 'a long coordinator passphrase 42';
const fresh = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test('a coordinator replies to a message, activates a volunteer and sends a newsletter', async ({ page }) => {
  test.setTimeout(240_000);
  const coordinator = fresh('coordinator');
  const sender = fresh('sender');
  const volunteer = fresh('volunteer');
  const readers = [fresh('reader'), fresh('reader')];
  const newsletterSubject = `Seva news ${Date.now()}`;

  // What the public sent: a message, an application, two confirmed subscriptions.
  const contact = await page.request.post('/api/contact/create', {
    data: {
      first_name: 'Asha',
      last_name: 'Rao',
      email: sender,
      phone: '9845012345',
      message: 'We would like to sponsor a meal at the ashram next month.',
    },
  });
  expect(contact.status()).toBe(201);
  const messageId = ((await contact.json()) as { data: { id: number } }).data.id;
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
  for (const reader of readers) {
    const subscribed = await page.request.post('/api/subscription/create', {
      data: {
        name: 'Reader',
        email: reader,
        phone: '9845012347',
        newsletter: true,
        event: false,
        blog: false,
        ebook: false,
        crossword: false,
      },
    });
    expect(subscribed.ok()).toBe(true);
    const confirmation = await waitForMail(page.request, { to: reader, subject: /confirm/i });
    const token = new URL(extractLink(confirmation, '/subscription/confirm'), 'http://x').searchParams.get(
      'token',
    );
    expect((await page.request.post('/api/subscription/confirm', { data: { token } })).ok()).toBe(true);
  }

  // The shell's invitation arrives by mail, and its link is the way in.
  await inviteFromShell(coordinator, 'coordinator');
  const invitation = await waitForMail(page.request, {
    to: coordinator,
    subject: /invit/i,
    timeoutMs: 30_000,
  });
  await enrol(page, extractLink(invitation, '/admin/invitation/'), {
    name: 'Chitra Coordinator',
    password: PASSWORD,
  });
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Messages',
    'Volunteers',
    'Subscribers',
    'Newsletters',
  ]);

  // Reply to the message: it is mailed to the sender with their message quoted.
  await page.goto(`/admin/messages/${messageId}`);
  await expect(page.getByRole('heading', { name: 'Message from Asha Rao' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Your reply').fill('Thank you, Asha. Sunday the 14th works well; we will call you.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Your reply is on its way.')).toBeVisible();
  const reply = await waitForMail(page.request, { to: sender, subject: /re:/i, timeoutMs: 30_000 });
  expect(reply.text).toContain('Sunday the 14th works well');
  expect(reply.text).toContain('sponsor a meal');

  // The volunteer: new → contacted → active.
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

  // The newsletter: compose, preview, save, send, watch the counts reach the end.
  await nav.getByRole('link', { name: 'Newsletters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Compose a newsletter' }).click();
  await page.getByLabel('Subject').fill(newsletterSubject);
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
