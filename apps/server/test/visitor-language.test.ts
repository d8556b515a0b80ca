import { describe, expect, it } from 'vitest';
import { MESSAGES, SITE } from '@charity/shared';
import { catalogueText, localiseAnswer, translate } from '@charity/shared/catalogue';
import { AUTH_TEXT } from '#src/features/auth/service.ts';
import {
  NOT_DEDUCTIBLE_NOTES,
  TEST_RECEIPT_NOTE,
  TEST_RECEIPT_TITLE,
} from '#src/features/giving/receipts/receipt-pdf.ts';
import { testDatabases, useTestApp } from './support/test-app.ts';
import { contactReplyMail } from '#src/features/inboxes/messages/mails.ts';
import { findContactMessageToAnswer } from '#src/features/inboxes/messages/repository.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { call, codeIn, randomIp, registerBody, uniqueEmail } from './support/auth-test-kit.ts';
import { donationForm, sandboxPay, verify } from './support/donations-test-kit.ts';
import { mailsTo } from './support/mail-outbox.ts';

/**
 * The server in the visitor's language (docs/product/languages.md "The server's language" and "Mails"; ADR 0075):
 * answers' messages and field errors by `?locale=`, else Accept-Language, else English; the language stored with
 * what a visitor sends; and every mail to them in it.
 */
const kn = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
  translate('kn', key, values);

const contact = (overrides: Record<string, string> = {}) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: uniqueEmail('contact'),
  phone: '98450 12345',
  message: 'We would like to sponsor a meal at the ashram next month.',
  ...overrides,
});

const subscription = (overrides: Record<string, string | boolean> = {}) => ({
  name: 'Meera',
  email: uniqueEmail('subscriber'),
  phone: '98450 12345',
  event: true,
  newsletter: true,
  blog: false,
  ebook: false,
  crossword: false,
  ...overrides,
});

describe.each(testDatabases)('the visitor’s language on %s', (database) => {
  const ctx = useTestApp(database);
  const app = () => ctx.app;

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    call(app(), 'POST', url, { body, headers, ip: randomIp() });

  describe('answers', () => {
    it('gives field errors and the message in Kannada for ?locale=kn, with the same field keys', async () => {
      const res = await post('/api/contact/create?locale=kn', contact({ first_name: '', phone: '12345' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: kn('answers.invalidInput'),
        errors: {
          first_name: catalogueText('kn', 'validation.firstNameRequired'),
          phone: catalogueText('kn', 'validation.phoneInvalid'),
        },
      });
    });

    it('follows Accept-Language when there is no ?locale=, and ?locale= over it', async () => {
      const bad = contact({ email: 'asha@' });
      const byBrowser = await post('/api/contact/create', bad, {
        'accept-language': 'kn-IN,kn;q=0.9,en;q=0.5',
      });
      expect(byBrowser.json<{ errors: Record<string, string> }>().errors.email).toBe(
        catalogueText('kn', 'validation.emailInvalid'),
      );
      const byPage = await post('/api/contact/create?locale=en', bad, { 'accept-language': 'kn' });
      expect(byPage.json<{ errors: Record<string, string> }>().errors.email).toBe(
        'Please enter a valid e-mail address',
      );
    });

    it('answers English for a language the site does not have', async () => {
      const res = await post('/api/contact/create?locale=ta', contact({ first_name: '' }), {
        'accept-language': 'ta-IN, hi;q=0.8',
      });
      expect(res.json()).toEqual({
        message: MESSAGES.invalidInput,
        errors: { first_name: 'Please enter your first name' },
      });
    });

    it('gives the success message in Kannada', async () => {
      const res = await post('/api/contact/create?locale=kn', contact());
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(kn('answers.contactCreated'));
    });

    it('carries the values of a message with placeholders over (a wrong code’s tries left)', async () => {
      const email = uniqueEmail('wrong-code');
      const registered = await post('/api/auth/register?locale=kn', registerBody(email));
      const { id } = registered.json<{ user: { id: string } }>().user;
      const code = codeIn((await mailsTo(app(), email)).at(-1)?.text_body ?? '');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const res = await post(`/api/auth/verify-user/${id}?locale=kn`, { otp: wrong });
      expect(res.statusCode).toBe(422);
      const message = res.json<{ errors: Record<string, string> }>().errors.otp ?? '';
      expect(message).toMatch(/^ಆ ಕೋಡ್ ಸರಿಯಿಲ್ಲ\. ಇನ್ನು \d+ ಪ್ರಯತ್ನಗಳು ಉಳಿದಿವೆ\.$/);
    });

    it('keeps the console English whatever the browser says', async () => {
      const res = await call(app(), 'GET', '/api/admin/contact-messages?locale=kn', {
        headers: { 'accept-language': 'kn' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).not.toMatch(/[\u0C80-\u0CFF]/);
    });
  });

  describe('stored language and mails', () => {
    it('stores a contact message’s language and acknowledges it in Kannada; the trust’s copy stays English', async () => {
      const form = contact();
      expect((await post('/api/contact/create?locale=kn', form)).statusCode).toBe(201);
      const row = await app()
        .db.selectFrom('contact_messages')
        .select('locale')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('kn');

      const [mail] = await mailsTo(app(), form.email);
      expect(mail?.subject).toBe(kn('mail.contact.subject', { site: SITE.name }));
      expect(mail?.text_body).toContain(kn('mail.frame.namaste', { name: 'Asha' }));
      expect(mail?.text_body).toContain(kn('mail.contact.body'));
      expect(mail?.html_body).toContain('<html lang="kn">');

      const copies = await mailsTo(app(), SITE.email);
      const copy = copies.find((m) => m.text_body.includes(form.email));
      expect(copy?.subject).toBe('Contact message from Asha Rao');
      expect(copy?.text_body).toContain('Language: ಕನ್ನಡ');
    });

    it('stores English when nothing asks for another language', async () => {
      const form = contact();
      await post('/api/contact/create', form);
      const row = await app()
        .db.selectFrom('contact_messages')
        .select('locale')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('en');
      const [mail] = await mailsTo(app(), form.email);
      expect(mail?.subject).toBe(`We received your message — ${SITE.name}`);
      expect(mail?.html_body).toContain('<html lang="en">');
    });

    it('frames a reply from the console in the language the sender wrote in', async () => {
      const form = contact();
      await post('/api/contact/create?locale=kn', form);
      const { id } = await app()
        .db.selectFrom('contact_messages')
        .select('id')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      const message = await findContactMessageToAnswer(app().db, id);
      if (!message) throw new Error('no message');
      const mail = contactReplyMail(message, 'ನಮಸ್ಕಾರ ಆಶಾ,\n\nಖಂಡಿತ.', (await readSettings(app().db)).settings);
      expect(mail.subject).toBe(kn('mail.reply.subject', { site: SITE.name }));
      expect(mail.text).toContain(kn('mail.reply.footer', { email: SITE.email }));
    });

    it('stores a volunteer application’s language and acknowledges it in Kannada', async () => {
      const email = uniqueEmail('volunteer');
      const res = await post('/api/volunteer/create?locale=kn', {
        ...contact({ email }),
        aadhar: '2341 2341 2346',
        address: '12 MG Road, Bengaluru 560001',
        interest: 'Teaching at the children’s home',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(kn('answers.volunteerCreated'));
      const row = await app()
        .db.selectFrom('volunteers')
        .select('locale')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('kn');
      const [mail] = await mailsTo(app(), email);
      expect(mail?.subject).toBe(kn('mail.volunteer.subject', { site: SITE.name }));
    });

    it('mails the subscription confirmation in Kannada, with a link to the Kannada page', async () => {
      const form = subscription();
      const res = await post('/api/subscription/create?locale=kn', form);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ message: string }>().message).toBe(kn('answers.subscribed'));
      const row = await app()
        .db.selectFrom('subscriptions')
        .select('locale')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('kn');

      const [mail] = await mailsTo(app(), form.email);
      expect(mail?.subject).toBe(kn('mail.subscription.confirmSubject', { site: SITE.name }));
      const topics = `${kn('mail.subscription.topicEvent')} ${kn('mail.subscription.listLast', { list: '', last: '' }).trim()} ${kn('mail.subscription.topicNewsletter')}`;
      expect(mail?.text_body).toContain(kn('mail.subscription.topics', { list: topics }));
      expect(mail?.text_body).toContain(`${kn('mail.subscription.confirmAction')}: http`);
      expect(mail?.text_body).toMatch(/\/kn\/subscription\/confirm\?token=/);
      expect(mail?.text_body).toMatch(/\/kn\/subscription\/unsubscribe\?token=/);
      expect(mail?.html_body).toContain(kn('mail.frame.unsubscribe'));
    });

    it('takes the language of the latest form for an address subscribed again', async () => {
      const form = subscription();
      await post('/api/subscription/create?locale=kn', form);
      await post('/api/subscription/create?locale=en', form);
      const row = await app()
        .db.selectFrom('subscriptions')
        .select('locale')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('en');
      expect((await mailsTo(app(), form.email)).at(-1)?.subject).toBe(
        `Please confirm your subscription — ${SITE.name}`,
      );
    });

    it('stores a donor account’s language and mails its codes in it', async () => {
      const email = uniqueEmail('account');
      const res = await post('/api/auth/register?locale=kn', registerBody(email));
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(kn('answers.unverifiedEmail'));
      const user = await app()
        .db.selectFrom('users')
        .select('locale')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.locale).toBe('kn');
      const [mail] = await mailsTo(app(), email);
      expect(mail?.subject).toBe(kn('mail.otp.verifySubject', { site: SITE.name }));
      expect(mail?.text_body).toContain(kn('mail.otp.verifyIntro'));
      expect(codeIn(mail?.text_body ?? '')).toMatch(/^\d{6}$/);
    });

    it('stores a donation’s language and mails its receipt in Kannada', async () => {
      const checkout = await createDonationIn(app(), 'kn');
      const res = await verify(app(), await sandboxPay(app(), checkout.order_id));
      expect(res.statusCode).toBe(200);
      const donation = await app()
        .db.selectFrom('donations')
        .select(['locale', 'email', 'receipt_number'])
        .where('order_id', '=', checkout.order_id)
        .executeTakeFirstOrThrow();
      expect(donation.locale).toBe('kn');
      const mails = await mailsTo(app(), donation.email);
      const receipt = mails.find((mail) => mail.subject.includes(donation.receipt_number ?? '-'));
      const trust = (await readSettings(app().db)).settings.trusts[1];
      expect(receipt?.subject).toBe(
        kn('mail.receipt.subject', { number: donation.receipt_number ?? '', trust: trust.name }),
      );
      expect(receipt?.text_body).toContain(kn('mail.receipt.heading'));
      expect(receipt?.text_body).toContain(kn('mail.frame.dear', { name: 'Asha Rao' }));
      expect(receipt?.text_body).toContain(kn('mail.frame.gratitude', { trust: trust.name }));
      expect(receipt?.html_body).toContain('<html lang="kn">');
    });
  });

  /** A donation started from a page in `locale` (the sandbox gateway, so its receipt is a test receipt). */
  async function createDonationIn(target: ReturnType<typeof app>, locale: string) {
    const res = await call(target, 'POST', `/api/donation/create?locale=${locale}`, {
      body: donationForm(),
      ip: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { order_id: string } }>().data;
  }
});

describe('the server’s own English and the catalogue', () => {
  it('has every account answer, with its counts, in the catalogue', () => {
    const texts = [
      ...Object.values(AUTH_TEXT).filter((text) => typeof text === 'string'),
      AUTH_TEXT.wrongCode(1),
      AUTH_TEXT.wrongCode(4),
      AUTH_TEXT.resendWait(1),
      AUTH_TEXT.resendWait(37),
    ];
    expect(texts.filter((text) => localiseAnswer(text, 'kn') === text)).toEqual([]);
  });

  it('says in an English receipt mail exactly what the English PDF says', () => {
    expect(translate('en', 'mail.receipt.testTitle')).toBe(TEST_RECEIPT_TITLE);
    expect(translate('en', 'mail.receipt.testNote')).toBe(TEST_RECEIPT_NOTE);
    expect(translate('en', 'mail.receipt.notDeductibleCash')).toBe(NOT_DEDUCTIBLE_NOTES.cash);
    expect(translate('en', 'mail.receipt.notDeductibleKind')).toBe(NOT_DEDUCTIBLE_NOTES.kind);
  });
});
