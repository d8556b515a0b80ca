import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, whitespace runs as one space (a wrapped line breaks between words). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) texts.push(item.str, item.hasEOL ? '\n' : '');
    }
    return texts.join('').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}
