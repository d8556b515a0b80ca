import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadResultSchema } from '@charity/shared';
import { storageConfigFrom } from './config.ts';
import { createTestStorage, storageKinds, type TestStorage } from './test-support.ts';
import {
  exe,
  jpegWithGps,
  pdf,
  pixelBombPng,
  png,
  truncatedJpeg,
  webpChunks,
} from '../../../test/support/test-files.ts';
import { processUpload, sniffType } from './uploads.ts';

describe('sniffType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
    );

  it('reads the magic numbers', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffType(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('avif');
    // An AVIF whose major brand is another, with avif among the compatible brands.
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('avif');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffType(bytes('MZ\x90\x00'))).toBeUndefined();
    expect(sniffType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    // HEIC photos are ISO-BMFF too, but not a format the site serves.
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeUndefined();
    // The minor version field is not a brand.
    expect(sniffType(bytes([0, 0, 0, 0x10], 'ftypmif1avif'))).toBeUndefined();
    expect(sniffType(bytes(' %PDF-1.7'))).toBeUndefined();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('storageConfigFrom', () => {
  it('uses the uploads folder unless S3_BUCKET is set', () => {
    expect(storageConfigFrom({ S3_BUCKET: '' }, { uploadsDir: '/data/uploads' })).toEqual({
      kind: 'local',
      uploadsDir: '/data/uploads',
    });
    expect(
      storageConfigFrom(
        {
          S3_BUCKET: 'media',
          S3_ENDPOINT: 'http://minio:9000/',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        },
        { uploadsDir: '/data/uploads' },
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      publicUrl: 'http://minio:9000/media',
    });
  });

  it('refuses half a key pair and a bad URL', () => {
    expect(() => storageConfigFrom({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'a' }, { uploadsDir: '/u' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      storageConfigFrom({ S3_BUCKET: 'm', S3_PUBLIC_URL: 'ftp://x' }, { uploadsDir: '/u' }),
    ).toThrow(/S3_PUBLIC_URL/);
  });
});

describe.each(storageKinds)('storage and uploads on %s', (kind) => {
  let t: TestStorage;
  beforeAll(async () => {
    t = await createTestStorage(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts, reads, streams and deletes an object', async () => {
    const key = 'misc/hello-1.txt';
    expect(await t.storage.exists(key)).toBe(false);
    expect(await t.storage.get(key)).toBeUndefined();
    await t.storage.put(key, Buffer.from('hello'), 'text/plain');
    expect(await t.storage.exists(key)).toBe(true);
    expect((await t.storage.get(key))?.toString()).toBe('hello');
    expect((await t.readRaw(key))?.toString()).toBe('hello');
    const chunks: Buffer[] = [];
    for await (const chunk of (await t.storage.stream(key))!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await t.storage.delete(key);
    expect(await t.storage.exists(key)).toBe(false);
    expect(await t.readRaw(key)).toBeUndefined();
    // Deleting again is not an error.
    await t.storage.delete(key);
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', 'A.jpg', 'a b.jpg', '', 'a/..']) {
      await expect(t.storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });

  it('stores a JPEG as upright WebP renditions with no EXIF or GPS left', async () => {
    // Orientation 6: the camera held sideways; the stored picture must be turned upright.
    const original = await jpegWithGps(1000, 760, 6);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    expect(before.orientation).toBe(6);
    // What the chunk check below would see had the metadata been kept.
    expect(webpChunks(await sharp(original).webp().keepMetadata().toBuffer())).toContain('EXIF');

    const outcome = await processUpload(t.storage, original);
    if (!outcome.ok) throw new Error(outcome.message);
    const upload = uploadResultSchema.parse(outcome.upload);
    if (upload.kind !== 'image') throw new Error('expected an image');
    // Upright it is 760 wide and 1000 high; no rendition is wider than the original.
    expect(upload).toMatchObject({ width: 760, height: 1000 });
    expect(upload.renditions.map((r) => r.width)).toEqual([720, 760]);
    expect(upload.url).toBe(upload.renditions[1]!.url);
    expect(upload.url).toMatch(
      kind === 'local'
        ? /^\/uploads\/images\/[0-9a-f]{20}-760\.webp$/
        : /^https:\/\/media\.example\.org\/images\/[0-9a-f]{20}-760\.webp$/,
    );

    for (const rendition of upload.renditions) {
      const stored = await t.readRaw(t.keyOf(rendition.url));
      expect(stored, rendition.url).toBeDefined();
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: rendition.width, height: rendition.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored!.includes(Buffer.from('TestCam'))).toBe(false);
      const chunks = webpChunks(stored!);
      expect(chunks).not.toContain('EXIF');
      expect(chunks).not.toContain('XMP ');
    }
    expect(upload.bytes).toBe((await t.readRaw(t.keyOf(upload.url)))!.length);

    // The same file again gives the same names (content-addressed).
    const again = await processUpload(t.storage, original);
    expect(again.ok && again.upload.url).toBe(upload.url);
  });

  it('stores a large PNG at every rendition width', async () => {
    const outcome = await processUpload(t.storage, await png(2000, 1000));
    if (!outcome.ok || outcome.upload.kind !== 'image') throw new Error('expected an image');
    expect(outcome.upload.renditions.map((r) => [r.width, r.height])).toEqual([
      [720, 360],
      [800, 400],
      [1200, 600],
      [1600, 800],
    ]);
  });

  it('keeps a PDF byte for byte', async () => {
    const original = await pdf();
    const outcome = await processUpload(t.storage, original);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.upload).toEqual({
      kind: 'pdf',
      url: expect.stringMatching(/documents\/[0-9a-f]{20}\.pdf$/),
      bytes: original.length,
    });
    expect((await t.readRaw(t.keyOf(outcome.upload.url)))!.equals(original)).toBe(true);
  });

  it('refuses an executable, a truncated JPEG and a pixel bomb without storing anything', async () => {
    expect(await processUpload(t.storage, exe())).toMatchObject({ ok: false, reason: 'unsupported-type' });
    expect(await processUpload(t.storage, await truncatedJpeg())).toMatchObject({
      ok: false,
      reason: 'invalid-file',
    });
    const bomb = await pixelBombPng();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 30_000,
      height: 30_000,
    });
    expect(await processUpload(t.storage, bomb)).toMatchObject({
      ok: false,
      reason: 'invalid-file',
      message: expect.stringMatching(/pixels/),
    });
    // A PNG signature with garbage after it.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 7),
    ]);
    expect(await processUpload(t.storage, fake)).toMatchObject({ ok: false, reason: 'invalid-file' });
  });
});
