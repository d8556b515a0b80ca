import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSettings } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { parseMail } from '@charity/test-support';
import { createMailSender } from './sender.ts';
import { startSmtpStandIn, type SmtpStandIn } from '@charity/test-support';
import { renderMail } from './templates.ts';
import { recordingLogger } from '../../../test/support/mail-worker.ts';
import { createMailWorker } from './worker.ts';

const crlfToLf = (s: string | undefined) => s?.replace(/\r\n/g, '\n');

/** Every byte value, so an attachment that passes through intact proves the encoding is binary-safe. */
const binary = Buffer.from(Array.from({ length: 3 * 256 }, (_, i) => i % 256));

const newsletter = (to: string): OutgoingMail => ({
  to,
  subject: 'Receipt ₹1,000 — ధన్యవాదాలు',
  ...renderMail(
    {
      heading: 'Thank you, Ravi',
      paragraphs: ['We received ₹1,000 for Sai Mayee Trust.', 'A line long enough to be folded '.repeat(8)],
      unsubscribeUrl: 'https://saimayee.org/api/subscription/unsubscribe?token=t1',
    },
    seedSettings(),
  ),
  headers: {
    'List-Unsubscribe':
      '<https://saimayee.org/api/subscription/unsubscribe?token=t1>, <mailto:unsubscribe@saimayee.org>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  attachments: [
    {
      filename: 'receipt-SMT-2026-27-0001.pdf',
      contentType: 'application/pdf',
      contentBase64: binary.toString('base64'),
    },
    {
      filename: 'note.txt',
      contentType: 'text/plain',
      contentBase64: Buffer.from('hello').toString('base64'),
    },
  ],
});

describe.each(testDatabases)('mail outbox on %s', (database) => {
  const ctx = useTestApp(database);

  const outbox = () => ctx.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const clear = () => ctx.app.db.deleteFrom('mail_outbox').execute();

  it('enqueues nothing when the transaction that enqueued rolls back, and the mail when it commits', async () => {
    await clear();
    const mail = { to: 'ravi@example.org', subject: 'Rolled back', text: 't', html: '<p>h</p>' };
    await expect(
      ctx.app.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox()).toEqual([]);

    await ctx.app.db.transaction().execute((trx) => enqueueMail(trx, { ...mail, subject: 'Committed' }));
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: 'ravi@example.org',
      subject: 'Committed',
      text_body: 't',
      html_body: '<p>h</p>',
      extras: '{}',
      status: 'pending',
      attempts: 0,
      locked_until: null,
      sent_at: null,
      last_error: null,
    });
    expect(Date.parse(rows[0]?.next_attempt_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('writes each mail as a readable .eml file without SMTP_URL, and logs one line naming it', async () => {
    await clear();
    await enqueueMail(ctx.app.db, newsletter('ravi.kumar+seva@example.org'));
    const log = recordingLogger();
    const worker = createMailWorker({ db: ctx.app.db, sender: createMailSender(ctx.config), log });
    expect(await worker.flush()).toBe(1);

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
    const files = readdirSync(ctx.config.outboxDir);
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`-${row?.id}-ravi\\.kumar\\+seva@example\\.org\\.eml$`)),
    ]);
    const file = path.join(ctx.config.outboxDir, files[0] ?? '');
    expect(log.lines).toEqual([{ level: 'info', message: `mail ${row?.id} written to ${file}` }]);

    const raw = readFileSync(file);
    const text = raw.toString('utf8');
    expect(text).toMatch(/^From: Sai Mayee Trusts <no-reply@saimayee\.org>\r$/m);
    expect(text).toMatch(/^To: ravi\.kumar\+seva@example\.org\r$/m);
    expect(text).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(text).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    const parsed = await parseMail(raw);
    expect(parsed.subject).toBe('Receipt ₹1,000 — ధన్యవాదాలు');
    expect(crlfToLf(parsed.text)).toBe(newsletter('x').text);
    expect(crlfToLf(parsed.html)).toBe(newsletter('x').html);
    expect(parsed.header('message-id')).toMatch(new RegExp(`^<outbox-${row?.id}\\.\\d+@saimayee\\.org>$`));
  });

  describe('over SMTP', () => {
    let smtp: SmtpStandIn;
    beforeAll(async () => {
      smtp = await startSmtpStandIn();
    });
    afterAll(() => smtp.close());

    it('delivers headers, both parts and binary attachments intact', async () => {
      await clear();
      await enqueueMail(ctx.app.db, newsletter('ravi@example.org'));
      const sender = createMailSender({ ...ctx.config, smtpUrl: smtp.url });
      const worker = createMailWorker({ db: ctx.app.db, sender, log: recordingLogger() });
      try {
        expect(await worker.flush()).toBe(1);
      } finally {
        sender.close();
      }

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe('no-reply@saimayee.org');
      expect(mail?.to).toEqual(['ravi@example.org']);
      const parsed = mail?.parsed;
      expect(parsed?.subject).toBe('Receipt ₹1,000 — ధన్యవాదాలు');
      expect(parsed?.header('from')).toBe('Sai Mayee Trusts <no-reply@saimayee.org>');
      expect(parsed?.header('list-unsubscribe')).toBe(
        '<https://saimayee.org/api/subscription/unsubscribe?token=t1>, <mailto:unsubscribe@saimayee.org>',
      );
      expect(parsed?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(crlfToLf(parsed?.text)).toBe(newsletter('x').text);
      expect(crlfToLf(parsed?.html)).toBe(newsletter('x').html);
      expect(parsed?.attachments).toEqual([
        { filename: 'receipt-SMT-2026-27-0001.pdf', contentType: 'application/pdf', content: binary },
        { filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('hello') },
      ]);
    });
  });
});
