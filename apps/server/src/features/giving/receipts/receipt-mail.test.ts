import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUSTS, seedSettings } from '@charity/shared';
import { enqueueMail, type MailExtras } from '#src/services/mail/outbox.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { receiptMail } from './receipt-mail.ts';
import { renderReceiptPdf, type ReceiptInput } from './receipt-pdf.ts';

const input: ReceiptInput = {
  trust: 1,
  receiptNumber: 'SMT/2026-27/000042',
  date: '2026-09-03T20:00:00.000Z',
  donor: { name: 'Asha <b>Rao</b>', city: 'Bengaluru', state: 'Karnataka', pan: 'ABCPR1234F' },
  amountPaise: 150050,
  mode: 'Online — card/UPI via Razorpay',
  paymentReference: 'pay_29QQoUBi66xm2f',
  orderId: 'order_9A33XWu170gUtm',
};

describe('receiptMail', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderReceiptPdf(input);
  });

  it('thanks the donor, names the receipt and attaches the PDF', () => {
    const mail = receiptMail({ ...input, to: 'asha@example.org', pdf }, seedSettings());

    expect(mail.to).toBe('asha@example.org');
    expect(mail.subject).toBe('Your donation receipt SMT/2026-27/000042 from Sai Mayee Trust');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('₹1,500.50');
      expect(part).toContain('SMT/2026-27/000042');
      expect(part).toContain('04 Sep 2026');
      expect(part).toContain('pay_29QQoUBi66xm2f');
      expect(part).toContain('Form 10BE');
      // The full PAN goes only into the PDF; mail is stored in the outbox and in inboxes.
      expect(part).not.toContain('ABCPR1234F');
      expect(part).not.toContain('1234F');
    }
    expect(mail.text).toContain(TRUSTS[1].receiptNote);
    expect(mail.text).toContain('Dear Asha <b>Rao</b>,');
    expect(mail.html).toContain('Dear Asha &lt;b&gt;Rao&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Rao');

    expect(mail.attachments).toEqual([
      {
        filename: 'receipt-SMT-2026-27-000042.pdf',
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ]);
    expect(Buffer.from(mail.attachments?.[0]?.contentBase64 ?? '', 'base64').equals(pdf)).toBe(true);
  });

  it("uses the temple trust's wording and makes no 80G promise for it", () => {
    const mail = receiptMail(
      {
        ...input,
        trust: 2,
        receiptNumber: 'SMMT/2026-27/000007',
        to: 'ravi@example.org',
        pdf,
      },
      seedSettings(),
    );
    expect(mail.subject).toBe('Your donation receipt SMMT/2026-27/000007 from Sai Meru Mathi Trust');
    expect(mail.text).toContain(TRUSTS[2].receiptNote);
    expect(mail.text).not.toContain('Form 10BE');
    expect(mail.attachments?.[0]?.filename).toBe('receipt-SMMT-2026-27-000007.pdf');
  });
});

describe.each(testDatabases)('receipt mail through the outbox on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database);
  });
  afterAll(() => ctx.close());

  it('is stored with its attachment in the same transaction as the payment', async () => {
    const pdf = await renderReceiptPdf(input);
    await ctx.app.db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, receiptMail({ ...input, to: 'asha@example.org', pdf }, seedSettings())),
      );

    const row = await ctx.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'asha@example.org')
      .executeTakeFirstOrThrow();
    expect(row.subject).toContain('SMT/2026-27/000042');
    const extras = JSON.parse(row.extras) as MailExtras;
    const attachment = extras.attachments?.[0];
    expect(attachment?.filename).toBe('receipt-SMT-2026-27-000042.pdf');
    expect(Buffer.from(attachment?.contentBase64 ?? '', 'base64').equals(pdf)).toBe(true);
  });
});
