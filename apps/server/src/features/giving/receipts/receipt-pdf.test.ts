import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  MAX_DEDICATION_NAME,
  RECEIPT_BRANDING_DEFAULTS,
  TRUSTS,
  seedSettings,
  type TrustSettingsDocument,
} from '@charity/shared';
import { readPdf } from '../../../../test/support/donations-test-kit.ts';
import { TEST_RECEIPT_NOTE, TEST_RECEIPT_TITLE, renderReceiptPdf, type ReceiptInput } from './receipt-pdf.ts';
import type { TrustImages } from './trust-pdf.ts';

const base: ReceiptInput = {
  trust: 1,
  receiptNumber: 'SMT/2026-27/000042',
  date: '2026-09-03T20:00:00.000Z', // 4 September 01:30 in India
  donor: { name: 'Asha Rao', city: 'Bengaluru', state: 'Karnataka', pan: 'ABCPR1234F' },
  amountPaise: 24874595667,
  mode: 'Online — card/UPI via Razorpay',
  paymentReference: 'pay_29QQoUBi66xm2f',
  orderId: 'order_9A33XWu170gUtm',
};

/** The longest details a receipt takes: every line that can wrap at its longest. */
const longestDonor = {
  name: 'Venkatanarasimharajuvaripeta Ramanathan Subrahmanya Sastry Lakshminarayana',
  city: 'Thiruvananthapuram Cantonment North Extension',
  state: 'Andaman and Nicobar Islands',
  pan: 'ABCPR1234F',
};
/** …with a long note and the CANCELLED stamp: what must still fit on one page with both pictures. */
const longestReceipt: ReceiptInput = {
  ...base,
  donor: longestDonor,
  description: 'A long note on the gift that runs over more than one line of the receipt, as notes do.',
  // A dedication at its longest (MAX_DEDICATION_NAME characters of name).
  dedication: `In honour of ${'Sri Venkateswara Ramakrishna Paramahamsa Subrahmanya Sastrigal '.slice(0, MAX_DEDICATION_NAME)}`,
  cancelledAt: '2026-09-10T10:00:00.000Z',
};

describe('renderReceiptPdf', () => {
  it('prints every statutory field of an 80G receipt for the 80G-registered trust', async () => {
    const pdf = await renderReceiptPdf(base);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text, info } = await readPdf(pdf);
    const trust = TRUSTS[1];

    expect(pages).toBe(1);
    for (const expected of [
      trust.name,
      trust.address,
      `PAN: ${trust.pan}`,
      `80G registration (URN): ${trust.registration80G?.urn}`,
      'Valid from 01 Apr 2022 to 31 Mar 2027',
      trust.receiptNote,
      'Receipt No. SMT/2026-27/000042',
      'Date 04 Sep 2026',
      'Financial year 2026-27',
      'Received from Asha Rao',
      'Bengaluru, Karnataka',
      'Donor PAN ABCPR1234F', // in full: the receipt is what the donor claims the deduction with
      'Amount ₹24,87,45,956.67',
      'Rupees Twenty Four Crore Eighty Seven Lakh Forty Five Thousand Nine Hundred Fifty Six and Sixty Seven Paise Only',
      'Mode of payment Online — card/UPI via Razorpay',
      'Payment reference pay_29QQoUBi66xm2f',
      'order_9A33XWu170gUtm',
      'Authorised Signatory',
      'This is a computer-generated receipt',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info).toMatchObject({
      Title: 'Donation receipt SMT/2026-27/000042',
      Author: 'Sai Mayee Trust',
      Language: 'en-IN',
    });
  });

  it("prints the temple trust's own eligibility wording instead of an 80G registration", async () => {
    const { pages, text, info } = await readPdf(
      await renderReceiptPdf({
        ...base,
        trust: 2,
        receiptNumber: 'SMMT/2027-28/000007',
        date: '2027-03-31T20:00:00.000Z', // already 1 April, and FY 2027-28, in India
        donor: { name: 'Ravi Kumar', city: 'Mysuru', state: 'Karnataka', pan: null },
        amountPaise: 150050,
        mode: 'upi',
        paymentReference: 'pay_SANDBOX123',
        orderId: null,
      }),
    );
    const trust = TRUSTS[2];
    expect(trust.registration80G).toBeNull();

    expect(pages).toBe(1);
    for (const expected of [
      trust.name,
      trust.address,
      `PAN: ${trust.pan}`,
      trust.receiptNote,
      'Receipt No. SMMT/2027-28/000007',
      'Date 01 Apr 2027',
      'Financial year 2027-28',
      'Received from Ravi Kumar',
      'Mysuru, Karnataka',
      'Donor PAN Not provided',
      'Amount ₹1,500.50',
      'Rupees One Thousand Five Hundred and Fifty Paise Only',
      'Mode of payment upi',
      'Payment reference pay_SANDBOX123',
      `For ${trust.name}`,
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('80G registration');
    expect(text).not.toContain('Order ID');
    expect(info).toMatchObject({ Author: 'Sai Meru Mathi Trust' });
  });

  it('keeps long details on one A4 page', async () => {
    const pdf = await renderReceiptPdf({
      ...base,
      donor: longestDonor,
      amountPaise: 7777777777777,
    });
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Venkatanarasimharajuvaripeta Ramanathan Subrahmanya Sastry Lakshminarayana');
    expect(text).toContain('Only');
    // The page is A4: 595.28 × 841.89 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('prints a dedication in the closing line, and on a test receipt on its own', async () => {
    const dedication = 'In memory of Smt. Saraswati';
    const dedicated = await readPdf(await renderReceiptPdf({ ...base, dedication }));
    expect(dedicated.pages).toBe(1);
    expect(dedicated.text).toContain(
      `Thank you for your generous donation to ${TRUSTS[1].name} in memory of Smt. Saraswati.`,
    );
    expect((await readPdf(await renderReceiptPdf(base))).text).not.toMatch(/in memory of|in honour of/i);
    const test = await readPdf(
      await renderReceiptPdf({ ...base, receiptNumber: 'TEST/SMT/2026-27/000001', dedication }),
    );
    expect(test.text).toContain(dedication);
  });

  it("prints the fund, its Form 10BD donation type and the donor's address", async () => {
    const trust = seedSettings().trusts[1];
    const address = 'Flat 4, 12 MG Road, Bengaluru, Karnataka 560001';
    const { pages, text } = await readPdf(
      await renderReceiptPdf(
        { ...base, donor: { ...base.donor, address }, fund: 'elder-care' },
        { ...trust, funds: [{ key: 'elder-care', name: 'Elder care', donation_type: 'specific_grant' }] },
      ),
    );
    expect(pages).toBe(1);
    expect(text).toContain(`Address ${address}`);
    expect(text).not.toContain('City / State');
    expect(text).toContain('Fund Elder care — donation type Specific grant (Form 10BD)');

    // No fund: the general fund, reported as "Others"; a long address still leaves one page.
    const general = await readPdf(
      await renderReceiptPdf({
        ...base,
        donor: { ...base.donor, address: `${'Sri Sai Residency, 4th Floor, '.repeat(9)}560001` },
      }),
    );
    expect(general.pages).toBe(1);
    expect(general.text).toContain('Fund General fund — donation type Others (Form 10BD)');
  });

  it('refuses a date that is not one', async () => {
    await expect(renderReceiptPdf({ ...base, date: 'yesterday' })).rejects.toThrow(RangeError);
  });
});

/** A logo with transparency (PNG) and a scanned signature (JPEG), made on the spot. */
const logoPng = () =>
  sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 180, g: 83, b: 42, alpha: 0.8 } },
  })
    .png()
    .toBuffer();
const signatureJpeg = () =>
  sharp({ create: { width: 600, height: 180, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

describe('receipt branding', () => {
  const seeded = seedSettings().trusts[1];
  /** A trust as a document stored before the branding fields existed reads: every one of them empty. */
  const unbranded: TrustSettingsDocument = { ...seeded, ...RECEIPT_BRANDING_DEFAULTS };

  it('prints the 12A/12AB registration and the signatory, name and title, under the signing line', async () => {
    const { text, images, pages } = await readPdf(await renderReceiptPdf(base, seeded));
    expect(pages).toBe(1);
    expect(seeded.registration_12a).toBe('AAATS1234KE20214');
    expect(text).toContain(`PAN: ${seeded.pan} 12A/12AB registration: AAATS1234KE20214`);
    expect(text).toContain(
      'For Sai Mayee Trust K. Sai Prasad Managing Trustee Authorised Signatory This is a computer-generated receipt',
    );
    // Nothing uploaded: no picture, the letterhead as it always was, a bare line to sign on.
    expect(images).toBe(0);
  });

  it('leaves out what the settings do not have', async () => {
    const { text, images } = await readPdf(await renderReceiptPdf(base, unbranded));
    expect(text).not.toContain('12A/12AB');
    expect(text).not.toContain('K. Sai Prasad');
    expect(text).toContain('For Sai Mayee Trust Authorised Signatory');
    expect(images).toBe(0);
  });

  it('prints the uploaded logo and signature as pictures, each only when there is one', async () => {
    const logo = await logoPng();
    const signature = await signatureJpeg();
    const count = async (images: TrustImages) =>
      (await readPdf(await renderReceiptPdf(base, seeded, images))).images;
    expect(await count({ logo, signature: null })).toBe(1);
    expect(await count({ logo: null, signature })).toBe(1);
    expect(await count({ logo, signature })).toBe(2);
  });

  it('keeps a receipt with both pictures, long details and a CANCELLED stamp on one A4 page', async () => {
    const pdf = await renderReceiptPdf(longestReceipt, seeded, {
      logo: await logoPng(),
      signature: await signatureJpeg(),
    });
    const { pages, images, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(images).toBe(2);
    expect(text).toContain('Authorised Signatory');
  });

  it('keeps the longest test-mode receipt (TEST line, CANCELLED, both pictures) on one page, claiming no 80G', async () => {
    const pdf = await renderReceiptPdf(
      { ...longestReceipt, receiptNumber: 'TEST/SMT/2026-27/000001' },
      seeded,
      { logo: await logoPng(), signature: await signatureJpeg() },
    );
    const { pages, text, info } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain(TEST_RECEIPT_TITLE);
    expect(text).toContain(TEST_RECEIPT_NOTE);
    expect(text).toContain('Authorised Signatory');
    expect(text).not.toContain(seeded.receipt_note);
    expect(info.Title).toContain(TEST_RECEIPT_TITLE);
  });

  it('prints a stored image that cannot be read as none, rather than failing the receipt', async () => {
    const damaged = (await logoPng()).subarray(0, 40);
    const { images, text } = await readPdf(
      await renderReceiptPdf(base, seeded, { logo: damaged, signature: Buffer.from('not an image') }),
    );
    expect(images).toBe(0);
    expect(text).toContain('Authorised Signatory');
  });

  it('dates the receipt in India whatever the server’s time zone: 18:30 UTC is already the next day', async () => {
    const { text } = await readPdf(await renderReceiptPdf({ ...base, date: '2026-09-03T18:30:00.000Z' }));
    expect(text).toContain('Date 04 Sep 2026');
  });
});
