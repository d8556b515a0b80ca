import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { RECEIPT_BRANDING_DEFAULTS, seedSettings, type TrustSettingsDocument } from '@charity/shared';
import { readPdf } from '../../../../test/support/donations-test-kit.ts';
import { renderStatementPdf, type StatementInput } from './statement-pdf.ts';

const trust = seedSettings().trusts[1];
const unbranded: TrustSettingsDocument = { ...trust, ...RECEIPT_BRANDING_DEFAULTS };

const statement = (rows: number): StatementInput => ({
  trust: 1,
  financialYear: '2026-27',
  donor: { name: 'Asha Rao', email: 'asha@example.org' },
  rows: Array.from({ length: rows }, (_, i) => ({
    receiptNumber: `SMT/2026-27/${String(i + 1).padStart(6, '0')}`,
    date: '2026-09-03T18:30:00.000Z', // 4 September 00:00 in India
    mode: 'Online — card/UPI via Razorpay',
    amountPaise: 100_000,
    notDeductible: null,
  })),
  generatedAt: '2027-03-31T19:00:00.000Z', // 1 April 00:30 in India
});

const images = async () => ({
  logo: await sharp({ create: { width: 300, height: 300, channels: 4, background: '#b4532a80' } })
    .png()
    .toBuffer(),
  signature: await sharp({ create: { width: 500, height: 150, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer(),
});

describe('renderStatementPdf: receipt branding', () => {
  it('prints the 12A/12AB registration and the signing block with the signatory, dated in India', async () => {
    const { text, images: pictures } = await readPdf(await renderStatementPdf(statement(2), trust));
    expect(text).toContain('PAN: AAATS1234K 12A/12AB registration: AAATS1234KE20214');
    expect(text).toContain('For Sai Mayee Trust K. Sai Prasad Managing Trustee Authorised Signatory');
    expect(text).toContain('Issued on 01 Apr 2027');
    expect(text).toContain('SMT/2026-27/000001 04 Sep 2026');
    expect(pictures).toBe(0);
  });

  it('leaves out what the settings do not have, keeping a line to sign on', async () => {
    const { text, images: pictures } = await readPdf(await renderStatementPdf(statement(1), unbranded));
    expect(text).not.toContain('12A/12AB');
    expect(text).toContain('For Sai Mayee Trust Authorised Signatory');
    expect(pictures).toBe(0);
  });

  it('prints the uploaded logo and signature as pictures', async () => {
    const both = await images();
    const count = async (logo: Buffer | null, signature: Buffer | null) =>
      (await readPdf(await renderStatementPdf(statement(1), trust, { logo, signature }))).images;
    expect(await count(both.logo, null)).toBe(1);
    expect(await count(null, both.signature)).toBe(1);
    expect(await count(both.logo, both.signature)).toBe(2);
  });

  it('keeps the signing block whole on the last page of a long year', async () => {
    const {
      pages,
      text,
      images: pictures,
    } = await readPdf(await renderStatementPdf(statement(60), trust, await images()));
    expect(pages).toBeGreaterThan(1);
    // The logo on the first page only, the signature once, at the end.
    expect(pictures).toBe(2);
    expect(text).toMatch(
      /For Sai Mayee Trust K\. Sai Prasad Managing Trustee Authorised Signatory This is a computer-generated statement/,
    );
  });
});
