import { describe, expect, it } from 'vitest';
import { mergeSettings } from '@charity/shared';
import { readSettings, writeSettings } from '#src/services/settings/settings.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import {
  donateAndPay,
  donationForm,
  readPdf,
  receiptMailsTo,
} from '../../../../test/support/donations-test-kit.ts';

/** Receipts print the trust as the admins' settings describe it now (docs/product/console.md), not site.ts's demo values. */
describe.each(testDatabases)('receipts read the trust settings on %s', (database) => {
  const ctx = useTestApp(database);

  const change = async (patch: Parameters<typeof mergeSettings>[1]) => {
    const { settings } = await readSettings(ctx.app.db);
    await writeSettings(ctx.app.db, mergeSettings(settings, patch), null, new Date());
  };

  const nextReceipt = async () => {
    const form = donationForm();
    await donateAndPay(ctx.app, form);
    const [mail] = await receiptMailsTo(ctx.app, form.email!);
    return { mail: mail!, pdf: await readPdf(mail!.attachments[0]!.content) };
  };

  it('shows a settings change in the next receipt', async () => {
    const before = await nextReceipt();
    expect(before.pdf.text).toContain('PAN: AAATS1234K');

    await change({ trusts: { 1: { address: '7, New Ashram Road, Mysuru 570001', pan: 'AAATZ9999Q' } } });
    const after = await nextReceipt();
    expect(after.pdf.text).toContain('7, New Ashram Road, Mysuru 570001');
    expect(after.pdf.text).toContain('PAN: AAATZ9999Q');
    expect(after.pdf.text).not.toContain('PAN: AAATS1234K');
  });

  it('never claims an 80G approval whose validity has ended', async () => {
    const { settings } = await readSettings(ctx.app.db);
    const trust = settings.trusts[1];
    await change({
      trusts: {
        1: {
          registration_80g: { urn: 'AAATS1234KF20214', valid_from: '2019-04-01', valid_to: '2022-03-31' },
        },
      },
    });
    const { mail, pdf } = await nextReceipt();
    expect(pdf.text).not.toContain('80G registration (URN)');
    expect(pdf.text).not.toContain(trust.receipt_note);
    expect(pdf.text).toContain(trust.no_approval_note);
    expect(mail.text_body).toContain(trust.no_approval_note.slice(0, 60));
    expect(mail.text_body).not.toContain('Form 10BE');
  });
});
