import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { SITE } from '@charity/shared/site';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { toast } from '../support/toast.ts';
import { expect, test } from './fixtures.ts';
import { extractLink, waitForMail } from '../support/mail.ts';

/**
 * The public forms (docs/product/forms-and-subscriptions.md) end to end: Contact, Volunteer and Subscribe against the real server and database,
 * and the subscription's double opt-in through a mail delivered over SMTP to the loopback mail catcher. Every
 * page is scanned with axe (WCAG 2.2 AA, docs/product/forms-and-subscriptions.md).
 */

test.describe('contact', () => {
  test('checks the fields, sends the message, says so and clears the form', async ({ page }) => {
    await page.goto(paths.contact);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(page.getByRole('main').getByText(SITE.address)).toBeVisible();
    await expectNoAxeViolations(page);

    // Client rules first: nothing is sent while a field is wrong.
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact/create')) posted += 1;
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Please enter your first name');
    await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
    // The page with its error messages is still accessible.
    await expectNoAxeViolations(page);
    expect(posted).toBe(0);

    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Phone').fill('98450 12345');
    await form.getByLabel('E-mail').fill(freshAddress('contact'));
    await form.getByLabel('Message').fill('We would like to sponsor a meal at the home this Sunday.');
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/create'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).ok()).toBe(true);

    await expect(toast(page, MESSAGES.contactCreated)).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
    expect(posted).toBe(1);
  });

  test('opens the terms in a new tab', async ({ page, context }) => {
    await page.goto(paths.contact);
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /terms and conditions/ }).click(),
    ]);
    await expect(terms).toHaveURL((url) => url.pathname === paths.termsCondition);
    await expect(page).toHaveURL((url) => url.pathname === paths.contact);
  });
});

test.describe('volunteer', () => {
  test('sends the application as a multipart form, says so and clears the form and the tick', async ({
    page,
  }) => {
    await page.goto(paths.volunteer);
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer' })).toBeVisible();
    await expect(
      page.getByText(`There are currently ${SITE.volunteersCount} professional volunteers`),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Be a Volunteer' });
    await expectNoAxeViolations(page);

    await form.getByLabel('First name').fill('Ravi');
    await form.getByLabel('Last name').fill('Kumar');
    await form.getByLabel('E-mail').fill(freshAddress('volunteer'));
    await form.getByLabel('Phone').fill('+91 70220 12345');
    await form.getByLabel('Aadhaar number').fill('2341 2341 2346');
    await form.getByLabel('Address').fill('7, 2nd Main, Malleshwaram, Bengaluru');
    await form.getByLabel('Which seva interests you?').fill('Teaching the children mathematics on weekends');
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/volunteer/create'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/volunteer/create'));
    await form.getByRole('button', { name: 'Apply to volunteer' }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((await answer).ok()).toBe(true);

    await expect(toast(page, MESSAGES.volunteerCreated)).toBeVisible();
    await expect(form.getByLabel('Aadhaar number')).toHaveValue('');
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
  });
});

test.describe('subscribe', () => {
  test('subscribes from the home page, then confirms from the delivered mail, then can unsubscribe', async ({
    page,
    request,
  }) => {
    const email = freshAddress('subscriber');
    // The home popup (docs/product/forms-and-subscriptions.md) opens after twice the stored `popuptime` and
    // makes the page behind it inert; this journey is about the form, so the visitor has "closed it often
    // enough" for it to stay away.
    await page.addInitScript(() => window.localStorage.setItem('popuptime', String(60 * 60 * 1000)));
    await page.goto(paths.home);
    const form = page.getByRole('form', { name: 'Subscribe For More Updates' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('checkbox')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('98450 12345');
    await form.getByRole('checkbox', { name: 'Events' }).check();
    await form.getByRole('checkbox', { name: 'Newsletter' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(toast(page, MESSAGES.subscribed)).toContainText(
      'Please confirm from the e-mail we sent you.',
    );
    await expect(form.getByRole('status')).toContainText('Please confirm from the e-mail we sent you.');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: 'Events' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();

    const mail = await waitForMail(request, { to: email, subject: /confirm your subscription/i });
    await page.goto(extractLink(mail, paths.subscriptionConfirm));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Subscription' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    await expect(page.getByText(MESSAGES.subscriptionConfirmed)).toBeVisible();
    await expectNoAxeViolations(page);

    // Every newsletter-type mail, this one included, carries a link to leave without logging in.
    await page.goto(extractLink(mail, paths.subscriptionUnsubscribe));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
  });

  test('a confirmation link without its token says "Invalid ID"', async ({ page }) => {
    await page.goto(paths.subscriptionConfirm);
    await expect(page.getByRole('heading', { name: MESSAGES.invalidId })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      paths.home,
    );
  });
});
