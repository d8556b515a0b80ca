import { beforeAll, describe, expect, it } from 'vitest';
import { TRUSTS, seedSettings } from '@charity/shared';
import { enqueueMail, type MailExtras } from '#src/services/mail/outbox.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm, readPdf } from '../../../../test/support/donations-test-kit.ts';
import { RECEIPT_ATTACHMENT, receiptMail } from './receipt-mail.ts';
import { receiptFileName, renderReceiptPdf, type ReceiptInput } from './receipt-pdf.ts';

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
  const ctx = useTestApp(database);

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

  it('queues the mail of a payment naming its donation; the worker draws the PDF when it sends it', async () => {
    const form = donationForm();
    const paid = await donateAndPay(ctx.app, form);
    const row = await ctx.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', form.email ?? '')
      .executeTakeFirstOrThrow();
    const extras = JSON.parse(row.extras) as MailExtras;
    // Not drawn inside the paying transaction (ADR 24): only the donation is named.
    expect(extras.attachments).toBeUndefined();
    expect(extras.render).toEqual([{ kind: RECEIPT_ATTACHMENT, ref: String(paid.id) }]);

    const sent = JSON.parse((await ctx.app.mail.expand(row)).extras) as MailExtras;
    expect(sent.render).toBeUndefined();
    const [attachment] = sent.attachments ?? [];
    expect(attachment?.filename).toBe(receiptFileName(paid.receiptNumber));
    const pdf = await readPdf(Buffer.from(attachment?.contentBase64 ?? '', 'base64'));
    expect(pdf.text).toContain(paid.receiptNumber);
    expect(pdf.text).toContain('₹1,500.50');
  });

  it('retries a mail whose attachment cannot be drawn, and sends nothing meanwhile', async () => {
    await enqueueMail(ctx.app.db, {
      to: 'nobody-to-draw@example.org',
      subject: 'Your donation receipt of a vanished donation',
      text: 'x',
      html: '<p>x</p>',
      render: [{ kind: RECEIPT_ATTACHMENT, ref: '987654321' }],
    });
    await ctx.app.mail.flush();
    const row = await ctx.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'nobody-to-draw@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row.last_error).toContain('No paid donation 987654321');
  });
});
