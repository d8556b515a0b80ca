import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SITE } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../test/test-app.ts';
import { FORM_ENCODINGS, formPayload, freshIp, type FormFields } from '../../../test/form-payloads.ts';

const valid = {
  first_name: '  Asha ',
  last_name: 'Rao',
  email: 'Asha.Rao@Example.ORG',
  phone: '098450-12345',
  message: 'We would like to sponsor a meal at the ashram next month.\n\nPlease tell us how.',
};

describe.each(testDatabases)('contact form on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database);
  });
  afterAll(() => ctx.close());

  const post = async (
    fields: FormFields,
    encoding: (typeof FORM_ENCODINGS)[number] = 'json',
    ip = freshIp(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      remoteAddress: ip,
      ...(await formPayload(encoding, fields)),
    });
  const messagesFrom = (email: string) =>
    ctx.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  const mailsTo = (address: string) =>
    ctx.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  it.each(FORM_ENCODINGS)(
    'stores a %s message in canonical form and queues a copy for the organisation and an acknowledgement',
    async (encoding) => {
      const email = `asha.${encoding}@example.org`;
      const orgMailsBefore = (await mailsTo(SITE.email)).length;
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

      const orgMails = (await mailsTo(SITE.email)).slice(orgMailsBefore);
      expect(orgMails).toHaveLength(1);
      const [notification] = orgMails;
      expect(notification?.subject).toBe('Contact message from Asha Rao');
      expect(JSON.parse(notification?.extras ?? '{}')).toEqual({
        headers: { 'Reply-To': `Asha Rao <${email}>` },
      });
      expect(notification?.text_body).toContain('Please tell us how.');
      expect(notification?.text_body).toContain('+919845012345');
      expect(notification?.html_body).toContain('We would like to sponsor a meal');

      const acknowledgements = await mailsTo(email);
      expect(acknowledgements).toHaveLength(1);
      expect(acknowledgements[0]?.text_body).toContain('Namaste Asha');
      expect(acknowledgements[0]?.html_body).toContain('Namaste Asha');
      // The acknowledgement never echoes the message: the form must not relay text to whatever address is typed.
      expect(acknowledgements[0]?.text_body).not.toContain('sponsor');
      expect(acknowledgements[0]?.html_body).not.toContain('sponsor');
    },
  );

  const invalidCases: [string, FormFields, string][] = [
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
    it.each(invalidCases)(
      'refuses a bad %s with 422 and its message, storing nothing',
      async (field, change, text) => {
        const email = `bad.${field}.${encoding}@example.org`;
        const res = await post({ ...valid, email, ...change }, encoding);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: MESSAGES.invalidInput, errors: { [field]: text } });
        expect(await messagesFrom(email)).toEqual([]);
        expect(await mailsTo(email)).toEqual([]);
      },
    );

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
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      remoteAddress: freshIp(),
      ...(await formPayload('multipart', { ...valid, email }, [
        { field: 'message', filename: 'letter.pdf', type: 'application/pdf', content: '%PDF-1.7' },
      ])),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('message');
    expect(await messagesFrom(email)).toEqual([]);
  });

  it.each(FORM_ENCODINGS)(
    'answers a filled %s honeypot exactly like a success but keeps nothing',
    async (encoding) => {
      const email = `bot.${encoding}@example.org`;
      const orgMailsBefore = (await mailsTo(SITE.email)).length;
      const res = await post({ ...valid, email, website: 'https://cheap-pills.example' }, encoding);
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.contactCreated);
      expect(await messagesFrom(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
      expect(await mailsTo(SITE.email)).toHaveLength(orgMailsBefore);
    },
  );

  it('allows 5 messages a minute from one address, then answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await post({ ...valid, email: `limit${i}@example.org` }, 'json', ip);
      expect(res.statusCode).toBe(201);
    }
    const refused = await post({ ...valid, email: 'limit5@example.org' }, 'json', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await messagesFrom('limit5@example.org')).toEqual([]);
    // Another visitor is not affected.
    expect((await post({ ...valid, email: 'other@example.org' })).statusCode).toBe(201);
  });
});
