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

/**
 * The trust's uploaded logo and signature as bytes (PNG or JPEG, checked when uploaded), or null when none was
 * uploaded: the document then looks as it did before images existed (docs/decisions/0032).
 */
export type TrustImages = { logo: Buffer | null; signature: Buffer | null };
export const NO_IMAGES: TrustImages = { logo: null, signature: null };

/** What pdfkit's openImage answers (not in @types/pdfkit): the image's size in pixels, read from its header. */
type OpenedImage = { width: number; height: number };

/**
 * Draws `bytes` fitted into a box at (x, y) and answers the height used; 0 when the image cannot be read (a
 * stored file damaged since its upload must not stop a receipt: it prints as if none had been uploaded).
 */
function drawImage(
  doc: PDFKit.PDFDocument,
  bytes: Buffer,
  box: { x: number; y: number; width: number; height: number; align: 'left' | 'center' | 'right' },
): number {
  let image: OpenedImage;
  try {
    image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
  } catch {
    return 0;
  }
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  const x =
    box.align === 'left'
      ? box.x
      : box.align === 'center'
        ? box.x + (box.width - width) / 2
        : box.x + box.width - width;
  // doc.image takes the opened image as it takes bytes (it reads only what openImage made); the typings know bytes.
  doc.image(image as unknown as Buffer, x, box.y, { width, height });
  return height;
}

/** The logo's box at the top left of the page, in points: about 2.3 cm square. */
const LOGO_BOX = { width: 64, height: 64 };

/**
 * The trust as registered, centred at the top: name, address, e-mail and phone. An uploaded logo sits at the top
 * left, beside the name rather than above it, so a receipt still fits one page; the text then keeps the same
 * space free on the right, so it stays centred on the page. Without a logo, the letterhead is as it always was.
 */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  trust: TrustSettingsDocument,
  images: TrustImages = NO_IMAGES,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  const logoHeight = images.logo
    ? drawImage(doc, images.logo, { x: left, y: top, ...LOGO_BOX, align: 'left' })
    : 0;
  const inset = logoHeight > 0 ? LOGO_BOX.width + 12 : 0;
  const column = { width: width - 2 * inset, align: 'center' } as const;
  doc
    .fillColor(COLOURS.text)
    .font('bold')
    .fontSize(20)
    .text(trust.name, left + inset, top, column);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(COLOURS.muted);
  doc.text(trust.address, left + inset, doc.y, column);
  doc.text(`E-mail: ${trust.email}   Phone: ${trust.phone}`, left + inset, doc.y, column);
  doc.x = left;
  doc.y = Math.max(doc.y, top + logoHeight);
}

/** The trust's identifiers under the letterhead: its PAN and, when the settings have it, its 12A/12AB registration. */
export function drawTrustIdentifiers(doc: PDFKit.PDFDocument, trust: TrustSettingsDocument): void {
  doc.text(`PAN: ${trust.pan}`, { align: 'center' });
  if (trust.registration_12a)
    doc.text(`12A/12AB registration: ${trust.registration_12a}`, { align: 'center' });
}

/** The signature's box, right-aligned above the signing line: about 5.5 × 1.4 cm. */
const SIGNATURE_BOX = { width: 160, height: 40 };

/** How much height drawSignature needs, so a caller can start a new page rather than split it. */
export const SIGNATURE_BLOCK_HEIGHT = 120;

/**
 * The signing block, right-aligned: "For <trust>", the uploaded signature above a line (or the bare line to sign
 * on when none was uploaded), then the signatory's name and title when the settings have them, and "Authorised
 * Signatory".
 */
export function drawSignature(
  doc: PDFKit.PDFDocument,
  trust: TrustSettingsDocument,
  images: TrustImages,
  { left, width }: { left: number; width: number },
): void {
  doc.font('bold').fontSize(11).fillColor(COLOURS.text).text(`For ${trust.name}`, left, doc.y, {
    width,
    align: 'right',
  });
  doc.moveDown(0.4);
  const top = doc.y;
  const drawn = images.signature
    ? drawImage(doc, images.signature, {
        x: left + width - SIGNATURE_BOX.width,
        y: top,
        ...SIGNATURE_BOX,
        align: 'right',
      })
    : 0;
  // The line sits under the signature, or where a hand signs when there is none.
  doc.y = top + (drawn > 0 ? drawn + 2 : SIGNATURE_BOX.height - 4);
  doc
    .moveTo(left + width - SIGNATURE_BOX.width, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.muted)
    .stroke();
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(COLOURS.text);
  if (trust.signatory_name) {
    doc.font('bold').text(trust.signatory_name, left, doc.y, { width, align: 'right' }).font('regular');
  }
  if (trust.signatory_title) doc.text(trust.signatory_title, left, doc.y, { width, align: 'right' });
  doc.text('Authorised Signatory', left, doc.y, { width, align: 'right' });
}
