import { describe, expect, it } from 'vitest';
import {
  AADHAAR_ID_CODE,
  certificatePdf,
  letterPdf,
  zipOf,
} from '../../../../test/support/form-10be-test-kit.ts';
import { readForm10beText } from './certificate-fields.ts';
import {
  MAX_CERTIFICATE_BYTES,
  MAX_CERTIFICATES_PER_UPLOAD,
  UploadTooLargeError,
  readCertificate,
  unpackUpload,
} from './certificate-reader.ts';

describe('the Form 10BE reader', () => {
  it("reads the donor's PAN, name, amount, financial year and certificate number", async () => {
    const reading = await readCertificate(
      await certificatePdf({
        donorName: 'Asha  Rao',
        amount: '1,02,500.50',
        certificateNumber: 'AB/2025-26/77',
      }),
    );
    expect(reading).toEqual({
      ok: true,
      fields: {
        idKind: 'pan',
        idNumber: 'ABCPR1234K',
        donorName: 'Asha Rao',
        amountPaise: 10_250_050,
        financialYear: '2025-26',
        certificateNumber: 'AB/2025-26/77',
      },
    });
  });

  it('reads an Aadhaar number written in groups of four', async () => {
    const reading = await readCertificate(
      await certificatePdf({ donorId: '2341 2341 2346', idCode: AADHAAR_ID_CODE, amount: 'Rs. 5000' }),
    );
    expect(reading).toMatchObject({
      ok: true,
      fields: { idKind: 'aadhaar', idNumber: '234123412346', amountPaise: 500_000 },
    });
  });

  it('takes a financial year written with both years in full', async () => {
    const reading = await readCertificate(await certificatePdf({ financialYear: '2024-2025' }));
    expect(reading).toMatchObject({ ok: true, fields: { financialYear: '2024-25' } });
  });

  it('recognises a PDF that is not a certificate, and bytes that are not a PDF', async () => {
    expect(await readCertificate(await letterPdf())).toEqual({ ok: false, reason: 'not-a-certificate' });
    expect(await readCertificate(await certificatePdf({ title: '' }))).toEqual({
      ok: false,
      reason: 'not-a-certificate',
    });
    expect(await readCertificate(new TextEncoder().encode('%PDF-1.7 but nothing else'))).toEqual({
      ok: false,
      reason: 'not-a-certificate',
    });
    expect(await readCertificate(new TextEncoder().encode('hello'))).toEqual({
      ok: false,
      reason: 'not-a-certificate',
    });
  });

  it('names the fields it could not read on a certificate', async () => {
    const reading = await readCertificate(await certificatePdf({ donorId: 'not an id', amount: 'nil' }));
    expect(reading).toEqual({ ok: false, reason: 'unreadable', missing: ['donorId', 'amount'] });
  });

  it('reads a table row the text layer put on one line, the name ending where the next label starts', () => {
    const text = [
      'Form No.10BE',
      'Certificate No.  CERT-0042',
      'Unique Identification Number of the donor  ABCPR1234K  Name of the donor  Asha Rao  Address of the donor  12 Temple Street',
      'Name of donor: Ravi Kumar Address of donor: Mysuru',
      'Financial year in which the donation is received  2025-26  Amount of donation (Indian rupees)  2,500',
    ].join('\n');
    expect(readForm10beText(text)).toEqual({
      ok: true,
      fields: {
        idKind: 'pan',
        idNumber: 'ABCPR1234K',
        donorName: 'Asha Rao',
        amountPaise: 250_000,
        financialYear: '2025-26',
        certificateNumber: 'CERT-0042',
      },
    });
    expect(
      readForm10beText(
        text.replace('  Name of the donor  Asha Rao  Address of the donor  12 Temple Street', ''),
      ),
    ).toMatchObject({
      fields: { donorName: 'Ravi Kumar' },
    });
  });

  it('refuses an Aadhaar number whose check digit is wrong', () => {
    const text = [
      'FORM NO. 10BE',
      'Certificate No.: C-0001',
      'Unique Identification Number of the donor: 2341 2341 2345',
      'Name of the donor: Ravi Kumar',
      'Financial year: 2025-26',
      'Amount of donation (Indian rupees): 501',
    ].join('\n');
    expect(readForm10beText(text)).toEqual({ ok: false, reason: 'unreadable', missing: ['donorId'] });
  });
});

describe('unpacking an upload', () => {
  it("replaces a ZIP by its PDFs, leaving out folders and macOS's resource forks", async () => {
    const one = await certificatePdf();
    const two = await certificatePdf();
    const files = unpackUpload([
      { file: 'single.pdf', bytes: one },
      {
        file: 'certificates.zip',
        bytes: zipOf({
          '10BE/one.pdf': one,
          '10BE/two.pdf': two,
          '__MACOSX/10BE/._one.pdf': new Uint8Array(4),
        }),
      },
    ]);
    expect(files.map((f) => f.file)).toEqual(['single.pdf', 'one.pdf', 'two.pdf']);
    expect(Buffer.from(files[2]!.bytes).equals(two)).toBe(true);
    const readings = await Promise.all(files.map((f) => readCertificate(f.bytes)));
    expect(readings.every((r) => r.ok)).toBe(true);
  });

  it('lists a ZIP that cannot be unpacked, and an entry too large to be a certificate, as files', async () => {
    const zip = zipOf({ 'one.pdf': await certificatePdf() });
    const big = zipOf({ 'scan.pdf': new Uint8Array(MAX_CERTIFICATE_BYTES + 1) });
    const files = unpackUpload([
      { file: 'broken.zip', bytes: zip.subarray(0, zip.length - 10) },
      { file: 'big.zip', bytes: big },
    ]);
    expect(files.map((f) => f.file)).toEqual(['broken.zip', 'scan.pdf']);
    for (const file of files)
      expect(await readCertificate(file.bytes)).toEqual({ ok: false, reason: 'not-a-certificate' });
  });

  it('refuses a ZIP with more entries than one upload may hold, before inflating them', () => {
    const entries = Object.fromEntries(
      Array.from({ length: MAX_CERTIFICATES_PER_UPLOAD + 1 }, (_, i) => [`${i}.pdf`, new Uint8Array(1)]),
    );
    expect(() => unpackUpload([{ file: 'many.zip', bytes: zipOf(entries) }])).toThrow(UploadTooLargeError);
  });
});
