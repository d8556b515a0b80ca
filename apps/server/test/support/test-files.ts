import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** Real files for the upload tests, made on the spot. */

/** Noise compresses badly, so the picture has real size, and any damage shows up in decoding. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A camera-like JPEG: EXIF with the camera, GPS position and an orientation that turns it a quarter turn. */
export function jpegWithGps(width = 1800, height = 1000, orientation = 1): Promise<Buffer> {
  return noise(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: 'TestCam', Model: 'GPS-1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 1234/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 4321/100',
        },
      },
    })
    .toBuffer();
}

export const png = (width = 900, height = 600) => noise(width, height).png().toBuffer();

export function pdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'Test booklet' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Annual report');
    doc.end();
  });
}

/** A Windows executable's header ("MZ", the DOS stub's text) followed by junk. */
export const exe = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
    Buffer.from('This program cannot be run in DOS mode.'),
    randomBytes(4096),
  ]);

/** A valid JPEG header and beginning, cut off half-way through the image data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await noise(1000, 800).jpeg({ quality: 90 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** 16 MB that starts like a JPEG: over the 15 MB picture limit, under the 30 MB request cap. */
export async function oversizedJpeg(): Promise<Buffer> {
  const head = await noise(64, 64).jpeg().toBuffer();
  return Buffer.concat([head, randomBytes(16 * 1024 * 1024 - head.length)]);
}

/**
 * A decompression bomb: a small real PNG whose header claims 30,000 × 30,000 pixels (3.6 GB to decode). Only the
 * IHDR chunk is rewritten, with its checksum, so the header itself is valid.
 */
export async function pixelBombPng(): Promise<Buffer> {
  const file = Buffer.from(await noise(16, 16).png().toBuffer());
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  file.writeUInt32BE(30_000, 16);
  file.writeUInt32BE(30_000, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

/**
 * The chunk names of a WebP file (RIFF: a 12-byte header, then 4-byte name, 4-byte little-endian size, data padded
 * to an even length). Metadata lives in its own `EXIF` and `XMP ` chunks, so this is how a test proves none is left.
 * Searching the bytes for a marker such as "GPS" instead would fail now and then: compressed noise contains any
 * three given bytes about once in 16 MB.
 */
export function webpChunks(file: Buffer): string[] {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('Not a WebP file');
  }
  const names: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    names.push(file.toString('latin1', at, at + 4));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}
