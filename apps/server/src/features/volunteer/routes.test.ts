import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MESSAGES, MESSAGES, SITE } from '@charity/shared';
import { createFieldCipher } from '#src/shared/crypto.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { FORM_ENCODINGS } from '../../../test/support/form-payloads.ts';
import {
  expectLimitedAfter,
  formPoster,
  itRefusesEachBadField,
  type FieldErrorCase,
} from '../../../test/support/form-routes.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';

const AADHAAR = '234123412346';
/** Verhoeff check digit wrong: refused, and it must not be echoed or logged either. */
const BAD_AADHAAR = '234123412345';

const valid = {
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'Ravi.Kumar@Example.org',
  phone: '+91 98450 12345',
  aadhar: '2341 2341 2346',
  address: '12, 4th Cross, Jayanagar, Bengaluru 560011',
  interest: 'Weekend meal service at the old age home',
};

/** Every spelling of the number that would give it away. */
const revealsAadhaar = (text: string) =>
  [AADHAAR, '2341 2341 2346', AADHAAR.slice(0, 8), BAD_AADHAAR].some((digits) => text.includes(digits));

describe.each(testDatabases)('volunteer form on %s', (database) => {
  let ctx: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    // Every log line at every level is captured, to prove none of them carries the Aadhaar number.
    ctx = await createTestApp(database, {}, undefined, { logger: { level: 'trace', stream: logStream } });
  });
  afterAll(() => ctx.close());
  const app = () => ctx.app;

  // The original site sends this form as multipart (docs/product/forms-and-subscriptions.md).
  const post = formPoster(app, '/api/volunteer/create', 'multipart');
  const volunteersWith = (email: string) =>
    ctx.app.db.selectFrom('volunteers').selectAll().where('email', '=', email).execute();

  it.each(FORM_ENCODINGS)(
    'stores a %s application with the Aadhaar encrypted and queues both mails',
    async (encoding) => {
      const email = `ravi.${encoding}@example.org`;
      const orgMailsBefore = (await mailsTo(app(), SITE.email)).length;
      const res = await post({ ...valid, email }, encoding);

      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: MESSAGES.volunteerCreated });

      const [row, ...others] = await volunteersWith(email);
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        first_name: 'Ravi',
        last_name: 'Kumar',
        phone: '+919845012345',
        address: valid.address,
        interest: valid.interest,
        aadhar_last4: '2346',
        status: 'new',
      });
      expect(revealsAadhaar(JSON.stringify(row))).toBe(false);
      expect(createFieldCipher(ctx.config.appSecret).decrypt(row?.aadhar_encrypted ?? '')).toBe(AADHAAR);

      const orgMails = (await mailsTo(app(), SITE.email)).slice(orgMailsBefore);
      expect(orgMails).toHaveLength(1);
      const notification = orgMails[0];
      expect(notification?.subject).toBe('Volunteer application from Ravi Kumar');
      expect(JSON.parse(notification?.extras ?? '{}')).toEqual({
        headers: { 'Reply-To': `Ravi Kumar <${email}>` },
      });
      for (const part of [notification?.text_body ?? '', notification?.html_body ?? '']) {
        expect(part).toContain('XXXX XXXX 2346');
        expect(part).toContain('Weekend meal service');
        expect(revealsAadhaar(part)).toBe(false);
      }

      const acknowledgements = await mailsTo(app(), email);
      expect(acknowledgements).toHaveLength(1);
      expect(acknowledgements[0]?.text_body).toContain('Namaste Ravi');
      expect(acknowledgements[0]?.html_body).toContain('Namaste Ravi');
      expect(revealsAadhaar(JSON.stringify(acknowledgements))).toBe(false);
    },
  );

  it('never writes the Aadhaar number to the log, whether it is valid or refused', async () => {
    logLines.length = 0;
    const accepted = await post({ ...valid, email: 'logged@example.org' });
    expect(accepted.statusCode).toBe(201);
    const refused = await post({ ...valid, email: 'refused@example.org', aadhar: BAD_AADHAAR }, 'json');
    expect(refused.statusCode).toBe(422);
    expect(revealsAadhaar(accepted.body + refused.body)).toBe(false);

    // The capture works: both requests were logged, just never with the number.
    const log = logLines.join('');
    expect(log).toContain('/api/volunteer/create');
    expect(logLines.length).toBeGreaterThanOrEqual(4);
    expect(revealsAadhaar(log)).toBe(false);
  });

  const invalidCases: FieldErrorCase[] = [
    ['first_name', { first_name: 'R@vi' }, 'First name may contain only letters and spaces'],
    ['last_name', { last_name: '' }, 'Please enter your last name'],
    ['email', { email: 'ravi at example.org' }, 'Please enter a valid e-mail address'],
    ['phone', { phone: '98450' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['aadhar', { aadhar: '' }, 'Please enter your Aadhaar number'],
    ['aadhar', { aadhar: BAD_AADHAAR }, ID_MESSAGES.aadhaarChecksum],
    ['aadhar', { aadhar: '1341 2341 2346' }, ID_MESSAGES.aadhaarShape],
    ['address', { address: 'Blr' }, 'Please write at least 10 characters'],
    ['interest', { interest: '' }, 'Please enter the seva you are interested in'],
  ];
  describe.each(FORM_ENCODINGS)('as %s', (encoding) => {
    itRefusesEachBadField(encoding, invalidCases, {
      app,
      post,
      valid,
      rowsFor: volunteersWith,
      // The refusal never echoes the number it refuses.
      check: (res) => expect(revealsAadhaar(res.body)).toBe(false),
    });
  });

  it('refuses a scan of the Aadhaar card attached as a file', async () => {
    const email = 'scan@example.org';
    const res = await post({ ...valid, email, aadhar: '' }, 'multipart', {
      files: [{ field: 'aadhar', filename: 'aadhaar.jpg', type: 'image/jpeg', content: 'JFIF'.repeat(1000) }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This form does not accept file uploads.',
      errors: { aadhar: 'Files cannot be uploaded here; please type the value instead' },
    });
    expect(await volunteersWith(email)).toEqual([]);
  });

  it.each(FORM_ENCODINGS)(
    'answers a filled %s honeypot like a success but keeps nothing',
    async (encoding) => {
      const email = `bot.${encoding}@example.org`;
      const orgMailsBefore = (await mailsTo(app(), SITE.email)).length;
      logLines.length = 0;
      const res = await post({ ...valid, email, website: 'yes' }, encoding);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: MESSAGES.volunteerCreated });
      // One info line says what happened; the body stays out of it.
      const dropped = logLines.filter((line) => line.includes('honeypot field filled'));
      expect(dropped).toHaveLength(1);
      expect(JSON.parse(dropped[0] ?? '{}')).toMatchObject({ level: 30, route: '/api/volunteer/create' });
      expect(revealsAadhaar(logLines.join(''))).toBe(false);
      expect(logLines.join('')).not.toContain(email);
      expect(await volunteersWith(email)).toEqual([]);
      expect(await mailsTo(app(), email)).toEqual([]);
      expect(await mailsTo(app(), SITE.email)).toHaveLength(orgMailsBefore);
    },
  );

  it('allows 3 applications in 10 minutes from one address, then answers 429', async () => {
    await expectLimitedAfter(3, 201, (i, ip) =>
      post({ ...valid, email: `limit${i}@example.org` }, 'multipart', { ip }),
    );
    expect(await volunteersWith('limit3@example.org')).toEqual([]);
  });
});
