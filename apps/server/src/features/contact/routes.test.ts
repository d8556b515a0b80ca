import { describe, expect, it } from 'vitest';
import { MESSAGES, SITE } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { FORM_ENCODINGS } from '../../../test/support/form-payloads.ts';
import {
  expectLimitedAfter,
  formPoster,
  itRefusesEachBadField,
  type FieldErrorCase,
} from '../../../test/support/form-routes.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';

const valid = {
  first_name: '  Asha ',
  last_name: 'Rao',
  email: 'Asha.Rao@Example.ORG',
  phone: '098450-12345',
  message: 'We would like to sponsor a meal at the ashram next month.\n\nPlease tell us how.',
};

describe.each(testDatabases)('contact form on %s', (database) => {
  const ctx = useTestApp(database);
  const app = () => ctx.app;

  const post = formPoster(app, '/api/contact/create', 'json');
  const messagesFrom = (email: string) =>
    ctx.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it.each(FORM_ENCODINGS)(
    'stores a %s message in canonical form and queues a copy for the organisation and an acknowledgement',
    async (encoding) => {
      const email = `asha.${encoding}@example.org`;
      const orgMailsBefore = (await mailsTo(app(), SITE.email)).length;
      const res = await post({ ...valid, email: email.toUpperCase() }, encoding);

      expect(res.statusCode).toBe(201);
      const body = res.json<{ data: { id: number }; message: string }>();
      expect(body.message).toBe(MESSAGES.contactCreated);
      const rows = await messagesFrom(email);
      expect(rows).toEqual([
        expect.objectContaining({
          id: body.data.id,
          first_name: 'Asha',
          last_name: 'Rao',
          email,
          phone: '+919845012345',
          message: valid.message,
        }),
      ]);

      const orgMails = (await mailsTo(app(), SITE.email)).slice(orgMailsBefore);
      expect(orgMails).toHaveLength(1);
      const [notification] = orgMails;
      expect(notification?.subject).toBe('Contact message from Asha Rao');
      expect(JSON.parse(notification?.extras ?? '{}')).toEqual({
        headers: { 'Reply-To': `Asha Rao <${email}>` },
      });
      expect(notification?.text_body).toContain('Please tell us how.');
      expect(notification?.text_body).toContain('+919845012345');
      expect(notification?.html_body).toContain('We would like to sponsor a meal');

      const acknowledgements = await mailsTo(app(), email);
      expect(acknowledgements).toHaveLength(1);
      expect(acknowledgements[0]?.text_body).toContain('Namaste Asha');
      expect(acknowledgements[0]?.html_body).toContain('Namaste Asha');
      // The acknowledgement never echoes the message: the form must not relay text to whatever address is typed.
      expect(acknowledgements[0]?.text_body).not.toContain('sponsor');
      expect(acknowledgements[0]?.html_body).not.toContain('sponsor');
    },
  );

  const invalidCases: FieldErrorCase[] = [
    ['first_name', { first_name: '' }, 'Please enter your first name'],
    ['first_name', { first_name: 'Asha2' }, 'First name may contain only letters and spaces'],
    ['last_name', { last_name: ' ' }, 'Please enter your last name'],
    ['email', { email: 'asha@' }, 'Please enter a valid e-mail address'],
    ['phone', { phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['phone', { phone: '+91 5845012345' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['message', { message: 'Hi' }, 'Please write at least 10 characters'],
    ['message', { message: 'x'.repeat(2001) }, 'Please keep it under 2000 characters'],
  ];
  describe.each(FORM_ENCODINGS)('as %s', (encoding) => {
    itRefusesEachBadField(encoding, invalidCases, { app, post, valid, rowsFor: messagesFrom });

    it('names every missing field', async () => {
      const res = await post({}, encoding);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(
        ['email', 'first_name', 'last_name', 'message', 'phone'].sort(),
      );
    });
  });

  it('refuses a file in the multipart body', async () => {
    const email = 'file@example.org';
    const res = await post({ ...valid, email }, 'multipart', {
      files: [{ field: 'message', filename: 'letter.pdf', type: 'application/pdf', content: '%PDF-1.7' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('message');
    expect(await messagesFrom(email)).toEqual([]);
  });

  it.each(FORM_ENCODINGS)(
    'answers a filled %s honeypot exactly like a success but keeps nothing',
    async (encoding) => {
      const email = `bot.${encoding}@example.org`;
      const orgMailsBefore = (await mailsTo(app(), SITE.email)).length;
      const res = await post({ ...valid, email, website: 'https://cheap-pills.example' }, encoding);
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.contactCreated);
      expect(await messagesFrom(email)).toEqual([]);
      expect(await mailsTo(app(), email)).toEqual([]);
      expect(await mailsTo(app(), SITE.email)).toHaveLength(orgMailsBefore);
    },
  );

  it('allows 5 messages a minute from one address, then answers 429', async () => {
    await expectLimitedAfter(5, 201, (i, ip) =>
      post({ ...valid, email: `limit${i}@example.org` }, 'json', { ip }),
    );
    expect(await messagesFrom('limit5@example.org')).toEqual([]);
    // Another visitor is not affected.
    expect((await post({ ...valid, email: 'other@example.org' })).statusCode).toBe(201);
  });
});
