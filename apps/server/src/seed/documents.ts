import PDFDocument from 'pdfkit';
import type { Storage } from '#src/services/storage/storage.ts';
import type { DemoPdf } from './demo-content.ts';
import { contentHash, type WriteStats } from './images.ts';

/** Bump when the layout below changes, so the file gets a new (immutable) URL. */
const LAYOUT_VERSION = 'pdf-v1';

const MAROON = '#6d1a2c';
const SAFFRON = '#e4572e';
const INK = '#2b1a12';

/**
 * Writes a small A4 booklet for the literature list (through the storage service) and returns its public URL. Like the pictures, the name
 * carries a hash of the content, so an unchanged booklet is not rewritten. Only the PDF standard fonts are used:
 * they need no font file on disk and cover the plain ASCII texts of the demo booklets.
 */
export async function writePdf(
  storage: Storage,
  slug: string,
  spec: DemoPdf,
  publisher: string,
  stats: WriteStats,
): Promise<string> {
  const name = `literature/${slug}-${contentHash(LAYOUT_VERSION, JSON.stringify(spec), publisher)}.pdf`;
  if (await storage.exists(name)) {
    stats.reused++;
    return storage.publicUrl(name);
  }
  await storage.put(name, await renderPdf(spec, publisher), 'application/pdf');
  stats.written++;
  return storage.publicUrl(name);
}

function renderPdf(spec: DemoPdf, publisher: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 64,
      info: { Title: spec.title, Author: publisher, Subject: spec.subtitle },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width;
    doc.rect(0, 0, width, 12).fill(SAFFRON);
    doc.moveDown(2);
    doc.font('Times-Bold').fontSize(28).fillColor(MAROON).text(spec.title, { align: 'center' });
    doc.moveDown(0.4);
    doc.font('Times-Italic').fontSize(14).fillColor(INK).text(spec.subtitle, { align: 'center' });
    doc.moveDown(0.8);
    const y = doc.y;
    doc
      .moveTo(width / 2 - 60, y)
      .lineTo(width / 2 + 60, y)
      .lineWidth(1.5)
      .strokeColor(SAFFRON)
      .stroke();
    doc.moveDown(1.5);

    for (const section of spec.sections) {
      doc.font('Times-Bold').fontSize(16).fillColor(MAROON).text(section.heading);
      doc.moveDown(0.3);
      for (const paragraph of section.paragraphs) {
        doc.font('Times-Roman').fontSize(12).fillColor(INK).text(paragraph, { align: 'justify', lineGap: 3 });
        doc.moveDown(0.6);
      }
      doc.moveDown(0.6);
    }

    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#7a6a5a')
      .text(publisher, 64, doc.page.height - 90, {
        align: 'center',
        width: width - 128,
      });
    doc.end();
  });
}
