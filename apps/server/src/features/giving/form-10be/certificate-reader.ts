import { unzipSync } from 'fflate';
import type * as Unpdf from 'unpdf';
import { readForm10beText, type Form10beReading } from './certificate-fields.ts';

/**
 * Reading uploaded Form 10BE certificates (docs/product/giving.md "Form 10BE certificates"): the PDFs the portal
 * generated, uploaded one by one or in the ZIP they came in. The text layer is read with unpdf (a maintained
 * PDF.js build); the fields are found by certificate-fields.ts.
 */

/** One certificate is one page or two; a longer PDF is not one, and is not read further. */
export const MAX_CERTIFICATE_PAGES = 4;
/** A portal certificate is tens of kilobytes; 2 MB leaves room for a scan's text layer. */
export const MAX_CERTIFICATE_BYTES = 2 * 1024 * 1024;
/** Certificates in one upload (files or ZIP entries): a year's donors of a small trust, in one go. */
export const MAX_CERTIFICATES_PER_UPLOAD = 1000;
/** What one upload may bring in, unpacked. */
export const MAX_UPLOAD_TOTAL_BYTES = 50 * 1024 * 1024;

export type UploadedFile = { file: string; bytes: Uint8Array };

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);
/** '%PDF' */
export const isPdf = (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46]);
/** 'PK\x03\x04', a ZIP's first local header. */
export const isZip = (bytes: Uint8Array) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);

const baseName = (path: string) => path.split('/').at(-1) ?? path;

export class UploadTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadTooLargeError';
  }
}

/**
 * The files of an upload, a ZIP replaced by its entries (folders and macOS resource forks left out). The sizes
 * the ZIP declares are checked before anything is inflated, so a ZIP that would unpack past the bounds is
 * refused whole rather than read.
 */
export function unpackUpload(files: readonly UploadedFile[]): UploadedFile[] {
  const out: UploadedFile[] = [];
  let total = 0;
  const add = (entry: UploadedFile) => {
    total += entry.bytes.length;
    if (out.length >= MAX_CERTIFICATES_PER_UPLOAD)
      throw new UploadTooLargeError(
        `At most ${MAX_CERTIFICATES_PER_UPLOAD} certificates can be uploaded at once.`,
      );
    if (total > MAX_UPLOAD_TOTAL_BYTES)
      throw new UploadTooLargeError('The certificates are too large together: at most 50 MB at once.');
    out.push(entry);
  };
  for (const upload of files) {
    if (!isZip(upload.bytes)) {
      add(upload);
      continue;
    }
    let declared = 0;
    let entries = 0;
    const oversized: string[] = [];
    let unpacked: Record<string, Uint8Array>;
    try {
      unpacked = unzipSync(upload.bytes, {
        filter: (entry) => {
          if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return false;
          entries += 1;
          declared += entry.originalSize;
          if (entries > MAX_CERTIFICATES_PER_UPLOAD || declared > MAX_UPLOAD_TOTAL_BYTES)
            throw new UploadTooLargeError(
              'The ZIP holds too much: at most 1000 certificates and 50 MB unpacked.',
            );
          if (entry.originalSize <= MAX_CERTIFICATE_BYTES) return true;
          oversized.push(entry.name);
          return false;
        },
      });
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw error;
      // A ZIP that cannot be unpacked is reported as the file it is (not a certificate), not as a failure.
      add(upload);
      continue;
    }
    for (const [name, bytes] of Object.entries(unpacked)) add({ file: baseName(name), bytes });
    // Too large to be a certificate: listed (and reported as not one) rather than dropped unseen.
    for (const name of oversized) add({ file: baseName(name), bytes: new Uint8Array(0) });
  }
  return out;
}

/**
 * unpdf (its PDF.js build is 1.7 MB of JavaScript), imported when the first certificate is read, as pdfkit is
 * (docs/decisions/0036): a start or a page view never needs it.
 */
let unpdfModule: Promise<typeof Unpdf> | undefined;

/** The text of a PDF's pages, or null when the bytes are not a PDF PDF.js can open or it has too many pages. */
export async function pdfText(bytes: Uint8Array): Promise<string | null> {
  if (!isPdf(bytes) || bytes.length > MAX_CERTIFICATE_BYTES) return null;
  // Outside the try: a library that fails to load is a fault to hear about, not a file that is no certificate.
  const { extractText, getDocumentProxy } = await (unpdfModule ??= import('unpdf'));
  try {
    // PDF.js takes ownership of the buffer it is given: a copy keeps the caller's bytes (kept for the mail).
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      if (pdf.numPages > MAX_CERTIFICATE_PAGES) return null;
      const { text } = await extractText(pdf, { mergePages: true });
      return text;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch {
    return null;
  }
}

/** One uploaded file read as a certificate: its fields, or why it is not one. */
export async function readCertificate(bytes: Uint8Array): Promise<Form10beReading> {
  const text = await pdfText(bytes);
  return text === null ? { ok: false, reason: 'not-a-certificate' } : readForm10beText(text);
}
