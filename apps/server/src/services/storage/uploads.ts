import { createHash } from 'node:crypto';
import type { default as SharpFn, Metadata } from 'sharp';

/**
 * sharp (libvips) is loaded on the first upload, not at start: a production start stays small and fast, and the
 * public site never needs it (test/production-start.test.ts checks that it is not loaded).
 */
let sharpModule: Promise<{ default: typeof SharpFn }> | undefined;
export const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;
import { BANNER_WIDTHS, IMAGE_WIDTHS, UPLOAD_LIMITS } from '@charity/shared';
import type { UploadResult } from '@charity/shared';
import type { Storage } from './storage.ts';

const MB = 1024 * 1024;
/** The most a request may carry: the larger of the two limits (packages/shared/src/uploads.ts). */
export const MAX_UPLOAD_BYTES = Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.pdf);

/**
 * Decoding a picture costs memory by its pixels, not its bytes: a 50 kB PNG can declare 60,000 × 60,000 pixels.
 * 50 megapixels (8,660 × 5,770) covers any camera a trust's volunteers carry; sharp refuses anything bigger
 * before decoding it.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Every width a content picture or a banner is shown at (packages/shared constants). */
export const RENDITION_WIDTHS = [
  ...new Set([IMAGE_WIDTHS.small, IMAGE_WIDTHS.large, BANNER_WIDTHS.small, BANNER_WIDTHS.large]),
].sort((a, b) => a - b);

/** Bump when the encoder settings change, so old and new renditions of the same file get different names. */
const RENDER_VERSION = 'webp-q80-v1';

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The file's type from its first bytes (magic numbers), never from its name or the client's Content-Type.
 * AVIF is an ISO-BMFF file whose `ftyp` box names the `avif`/`avis` brand, as major or compatible brand.
 */
export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      // Offset 12 is the minor version, not a brand.
      if (offset === 12) continue;
      if (startsWith(bytes, ascii('avif'), offset) || startsWith(bytes, ascii('avis'), offset)) return 'avif';
    }
  }
  return undefined;
}

/** Why an upload was refused; the route maps each to a status (415, 413, 422). */
export type UploadRefusal =
  | { reason: 'unsupported-type'; message: string }
  | { reason: 'too-large'; message: string }
  | { reason: 'invalid-file'; message: string };

export type UploadOutcome = { ok: true; upload: UploadResult } | ({ ok: false } & UploadRefusal);

const refuse = (reason: UploadRefusal['reason'], message: string): UploadOutcome => ({
  ok: false,
  reason,
  message,
});

const hashOf = (bytes: Uint8Array) =>
  createHash('sha256').update(RENDER_VERSION).update(bytes).digest('hex').slice(0, 20);

/** sharp's own format name for each sniffed picture type (AVIF is read by libheif). */
const SHARP_FORMAT: Record<Exclude<SniffedType, 'pdf'>, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

/**
 * Stores one uploaded file. Pictures are decoded, turned upright (EXIF orientation), re-encoded as WebP at each
 * rendition width no wider than the original, and stored without any metadata (no EXIF, GPS, XMP or ICC: sharp
 * keeps none unless asked). PDFs are stored byte for byte. Names are a hash of the content, so uploading the same
 * file twice gives the same URL. A truncated, corrupt or malicious file is a refusal, never an exception.
 */
export async function processUpload(storage: Storage, bytes: Buffer): Promise<UploadOutcome> {
  const type = sniffType(bytes);
  if (!type) {
    return refuse(
      'unsupported-type',
      'Only JPEG, PNG, WebP or AVIF pictures and PDF documents can be uploaded.',
    );
  }
  if (type === 'pdf') {
    if (bytes.length > UPLOAD_LIMITS.pdf)
      return refuse('too-large', `A PDF can be at most ${UPLOAD_LIMITS.pdf / MB} MB.`);
    const key = `documents/${hashOf(bytes)}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    return { ok: true, upload: { url: storage.publicUrl(key), kind: 'pdf', bytes: bytes.length } };
  }
  if (bytes.length > UPLOAD_LIMITS.image)
    return refuse('too-large', `A picture can be at most ${UPLOAD_LIMITS.image / MB} MB.`);

  const renditions = await renderPicture(bytes, type);
  if (!renditions.ok) return renditions;

  const hash = hashOf(bytes);
  const stored: { width: number; height: number; url: string; bytes: number }[] = [];
  for (const rendition of renditions.files) {
    const key = `images/${hash}-${rendition.width}.webp`;
    await storage.put(key, rendition.data, 'image/webp');
    stored.push({
      width: rendition.width,
      height: rendition.height,
      url: storage.publicUrl(key),
      bytes: rendition.data.length,
    });
  }
  const main = stored[stored.length - 1]!;
  return {
    ok: true,
    upload: {
      url: main.url,
      kind: 'image',
      width: main.width,
      height: main.height,
      bytes: main.bytes,
      renditions: stored.map(({ width, height, url }) => ({ width, height, url })),
    },
  };
}

type Rendition = { width: number; height: number; data: Buffer };

async function renderPicture(
  bytes: Buffer,
  type: Exclude<SniffedType, 'pdf'>,
): Promise<{ ok: true; files: Rendition[] } | ({ ok: false } & UploadRefusal)> {
  const invalid = refuse(
    'invalid-file',
    'The picture could not be read; it may be damaged or incomplete.',
  ) as {
    ok: false;
  } & UploadRefusal;
  // failOn 'warning' (sharp's default, spelled out): a truncated JPEG only warns in libjpeg, and must be refused.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true } as const;
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below with a readable message.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return invalid;
  }
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height) return invalid;
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS || (metadata.pages ?? 1) > 1) {
    return refuse('invalid-file', 'The picture has too many pixels; at most 50 megapixels are accepted.') as {
      ok: false;
    } & UploadRefusal;
  }

  // EXIF orientations 5–8 turn the picture a quarter turn: its upright width is the stored height.
  const sideways = (metadata.orientation ?? 1) >= 5;
  const uprightWidth = sideways ? metadata.height : metadata.width;
  const largest = Math.min(uprightWidth, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!);
  const widths = [...new Set([...RENDITION_WIDTHS.filter((width) => width < largest), largest])];

  const files: Rendition[] = [];
  try {
    for (const width of widths) {
      const { data, info } = await sharp(bytes, options)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      files.push({ width: info.width, height: info.height, data });
    }
  } catch {
    return invalid;
  }
  return { ok: true, files };
}
