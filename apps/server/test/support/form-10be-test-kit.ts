import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';

/**
 * Form 10BE certificates for tests, drawn with pdfkit in the shape of the portal's certificate (the fields of
 * Rule 18AB, labelled as certificate-fields.ts reads them). The portal's exact layout is not verified: these are
 * the shape the reader promises to read, not a copy of a real certificate.
 */

export type CertificateSpec = {
  /** PAN or Aadhaar, as the portal prints it. */
  donorId: string;
  idCode: string;
  donorName: string;
  /** The amount as printed, e.g. '12,500.00'. */
  amount: string;
  financialYear: string;
  certificateNumber: string;
  /** The title line; '' draws a document without one (not a certificate). */
  title: string;
};

let certificates = 0;

/** A certificate spec with the given changes; each call a new certificate number. */
export function certificateSpec(overrides: Partial<CertificateSpec> = {}): CertificateSpec {
  certificates += 1;
  return {
    donorId: 'ABCPR1234K',
    idCode: 'Permanent Account Number',
    donorName: 'Asha Rao',
    amount: '10,500.50',
    financialYear: '2025-26',
    certificateNumber: `CERT/2025-26/${String(certificates).padStart(6, '0')}`,
    title: 'FORM NO. 10BE',
    ...overrides,
  };
}

/** An Aadhaar certificate's ID code as the 10BD statement names it. */
export const AADHAAR_ID_CODE = 'Aadhaar Number';

/** The PDF bytes of a certificate in the 10BE's shape. */
export function certificatePdf(overrides: Partial<CertificateSpec> = {}): Promise<Buffer> {
  const spec = certificateSpec(overrides);
  const lines: Array<[string, string]> = [
    ['Certificate No.', spec.certificateNumber],
    ['PAN of the reporting person', 'AAATS1234F'],
    ['Name of the reporting person', 'Sri Mahalakshmi Trust'],
    ['Unique Registration Number (URN)', 'AAATS1234FF20214'],
    ['ID Code', spec.idCode],
    ['Unique Identification Number of the donor', spec.donorId],
    ['Name of the donor', spec.donorName],
    ['Address of the donor', '12 Temple Street, Mysuru 570001'],
    ['Financial year in which the donation is received', spec.financialYear],
    ['Amount of donation (Indian rupees)', spec.amount],
    ['Type of donation', 'Others'],
    ['Mode of receipt', 'Electronic modes including account payee cheque/draft'],
    ['Section code', 'Section 80G'],
  ];
  return drawPdf((doc) => {
    if (spec.title !== '') {
      doc.fontSize(14).text(spec.title, { align: 'center' });
      doc.fontSize(9).text('[See rule 18AB]', { align: 'center' });
      doc.text('Certificate of donation under clause (ix) of sub-section (5) of section 80G', {
        align: 'center',
      });
      doc.moveDown();
    }
    doc.fontSize(10);
    for (const [label, value] of lines) doc.text(`${label}: ${value}`);
  });
}

/** A PDF that is not a certificate: a letter. */
export const letterPdf = () =>
  drawPdf((doc) => doc.fontSize(11).text('Dear Sir, please find the minutes of the trust meeting enclosed.'));

function drawPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A ZIP of the given files, as the portal's bulk download comes. */
export const zipOf = (files: Record<string, Uint8Array>): Buffer => Buffer.from(zipSync(files));
