import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { TrustSettingsDocument } from '@charity/shared';

/**
 * What every trust document (a receipt, a donor's yearly statement) shares: the page, the embedded fonts, the
 * colours, the rule between sections and the letterhead. One place, so the two never drift apart.
 */

const requireFromHere = createRequire(import.meta.url);

/** DejaVu Sans, embedded: it has the rupee sign, which PDF's standard fonts lack. */
export const FONTS = {
  regular: requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const COLOURS = { text: '#1f2937', muted: '#4b5563', rule: '#b4532a', cancelled: '#b91c1c' } as const;

export type TrustPdf = {
  doc: PDFKit.PDFDocument;
  /** Resolves to the whole file once `doc.end()` has been called. */
  done: Promise<Buffer>;
  left: number;
  width: number;
  /** A full-width line between sections, with space above and below. */
  rule: () => void;
};

/**
 * pdfkit, imported when the first document is drawn (docs/decisions/0036): the mail worker draws receipts, the
 * donor's account statements, and a start or a page view needs neither.
 */
let pdfkitModule: Promise<{ default: typeof PDFDocument }> | undefined;

/** A new A4 document in the trusts' style, collecting its bytes in memory. */
export async function openTrustPdf(info: PDFKit.DocumentInfo): Promise<TrustPdf> {
  const { default: PdfDocument } = await (pdfkitModule ??= import('pdfkit'));
  const doc = new PdfDocument({
    size: 'A4',
    margin: 56,
    font: FONTS.regular,
    lang: 'en-IN',
    displayTitle: true,
    info,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rule = () => {
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(1)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.moveDown(0.8);
  };
  return { doc, done, left, width, rule };
}

/** The trust as registered, centred at the top: name, address, e-mail and phone. */
export function drawLetterhead(doc: PDFKit.PDFDocument, trust: TrustSettingsDocument): void {
  doc.fillColor(COLOURS.text).font('bold').fontSize(20).text(trust.name, { align: 'center' });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(COLOURS.muted);
  doc.text(trust.address, { align: 'center' });
  doc.text(`E-mail: ${trust.email}   Phone: ${trust.phone}`, { align: 'center' });
}
