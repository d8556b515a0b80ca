import PDFDocument from 'pdfkit';

/**
 * A Form 10BE certificate drawn with pdfkit in the shape the server's reader expects (the fields of Rule 18AB,
 * labelled as apps/server/src/features/giving/form-10be/certificate-fields.ts reads them; the server's own tests
 * draw theirs the same way). Not a copy of a real portal certificate: the shape the reader promises to read.
 */
export type Certificate = {
  pan: string;
  donorName: string;
  /** As printed: '12,500.00'. */
  amount: string;
  financialYear: string;
  certificateNumber: string;
};

export function certificatePdf(spec: Certificate): Promise<Buffer> {
  const lines: Array<[string, string]> = [
    ['Certificate No.', spec.certificateNumber],
    ['PAN of the reporting person', 'AAATS1234F'],
    ['Name of the reporting person', 'Sai Mayee Trust'],
    ['Unique Registration Number (URN)', 'AAATS1234FF20214'],
    ['ID Code', 'Permanent Account Number'],
    ['Unique Identification Number of the donor', spec.pan],
    ['Name of the donor', spec.donorName],
    ['Address of the donor', '12 Temple Street, Mysuru 570001'],
    ['Financial year in which the donation is received', spec.financialYear],
    ['Amount of donation (Indian rupees)', spec.amount],
    ['Type of donation', 'Others'],
    ['Mode of receipt', 'Electronic modes including account payee cheque/draft'],
    ['Section code', 'Section 80G'],
  ];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('FORM NO. 10BE', { align: 'center' });
    doc.fontSize(9).text('[See rule 18AB]', { align: 'center' });
    doc.text('Certificate of donation under clause (ix) of sub-section (5) of section 80G', {
      align: 'center',
    });
    doc.moveDown();
    doc.fontSize(10);
    for (const [label, value] of lines) doc.text(`${label}: ${value}`);
    doc.end();
  });
}
