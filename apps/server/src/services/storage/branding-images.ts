import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { BRANDING_IMAGE_KEY } from '@charity/shared';
import type { Storage } from './storage.ts';
import { MAX_INPUT_PIXELS, loadSharp, sniffType, type UploadRefusal } from './uploads.ts';

/**
 * The images a receipt prints (docs/product/giving.md "Receipt branding and dates"): a trust's logo and its
 * signatory's signature. The PDF library embeds only PNG and JPEG, so only those are taken, and each is stored in
 * its own format rather than as the WebP renditions of content pictures (docs/decisions/0032).
 */

const MB = 1024 * 1024;
/** A logo or a scanned signature is small; 5 MB leaves room for a phone photo of one. */
export const BRANDING_IMAGE_MAX_BYTES = 5 * MB;
/** Printed a few centimetres wide: 1200 px is well past print sharpness there, and keeps every receipt small. */
const MAX_SIDE = 1200;
const VERSION = 'branding-v1';

export type BrandingImage = { key: string; width: number; height: number; bytes: number };
export type BrandingImageOutcome = { ok: true; image: BrandingImage } | ({ ok: false } & UploadRefusal);

export const BRANDING_MESSAGES = {
  type: 'The logo or signature must be a PNG or JPEG image.',
  tooLarge: 'The image can be at most 5 MB.',
  invalid: 'The image could not be read; it may be damaged or incomplete.',
  pixels: 'The image has too many pixels; at most 50 megapixels are accepted.',
} as const;

const refuse = (reason: UploadRefusal['reason'], message: string): BrandingImageOutcome => ({
  ok: false,
  reason,
  message,
});

/**
 * Checks, normalises and stores one branding image: the bytes must be a PNG or JPEG (sniffed, never the name),
 * decodable and at most 50 megapixels. It is turned upright, fitted within 1200 × 1200 px, converted to 8-bit
 * sRGB (CMYK or 16-bit files embed badly) and stored without metadata, PNG as PNG (a signature keeps its
 * transparency) and JPEG as JPEG, under a name made from its content.
 */
export async function storeBrandingImage(storage: Storage, bytes: Buffer): Promise<BrandingImageOutcome> {
  const type = sniffType(bytes);
  if (type !== 'png' && type !== 'jpeg') return refuse('unsupported-type', BRANDING_MESSAGES.type);
  if (bytes.length > BRANDING_IMAGE_MAX_BYTES) return refuse('too-large', BRANDING_MESSAGES.tooLarge);

  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return refuse('invalid-file', BRANDING_MESSAGES.invalid);
  }
  if (metadata.format !== type || !metadata.width || !metadata.height) {
    return refuse('invalid-file', BRANDING_MESSAGES.invalid);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS || (metadata.pages ?? 1) > 1) {
    return refuse('invalid-file', BRANDING_MESSAGES.pixels);
  }

  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    const pipeline = sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    output = await (
      type === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
  } catch {
    return refuse('invalid-file', BRANDING_MESSAGES.invalid);
  }

  const hash = createHash('sha256').update(VERSION).update(bytes).digest('hex').slice(0, 20);
  const key = `branding/${hash}.${type === 'png' ? 'png' : 'jpg'}`;
  if (!BRANDING_IMAGE_KEY.test(key)) throw new Error(`Unexpected branding key ${key}`);
  await storage.put(key, output.data, type === 'png' ? 'image/png' : 'image/jpeg');
  return {
    ok: true,
    image: { key, width: output.info.width, height: output.info.height, bytes: output.data.length },
  };
}
