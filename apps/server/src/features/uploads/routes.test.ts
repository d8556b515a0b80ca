import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { uploadResponseSchema } from '@charity/shared';
import { errorsPlugin } from '#src/plugins/errors.ts';
import { storagePlugin } from '#src/services/storage/plugin.ts';
import { createTestStorage, storageKinds, type TestStorage } from '#src/services/storage/test-support.ts';
import {
  exe,
  jpegWithGps,
  oversizedJpeg,
  pdf,
  png,
  truncatedJpeg,
  webpChunks,
} from '../../../test/support/test-files.ts';
import { uploadRoutes } from './routes.ts';

describe.each(storageKinds)('POST /api/admin/uploads on %s storage', (kind) => {
  let t: TestStorage;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    t = await createTestStorage(kind);
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(multipart);
    await app.register(storagePlugin, { storage: t.storage });
    // Stands in for requireRole('editor') until staff sign-in is merged.
    await app.register(uploadRoutes, {
      requireEditor: async (request, reply) => {
        if (request.headers.authorization !== 'Bearer editor') {
          await reply.code(401).send({ message: 'Sign in first.' });
        }
      },
    });
    // Over real HTTP, so a refusal is shown to arrive as an answer while the client is still sending.
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  async function upload(bytes: Uint8Array, name: string, type: string, authorization = 'Bearer editor') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses a request without the editor guard passing', async () => {
    const response = await upload(await png(100, 100), 'a.png', 'image/png', 'Bearer nobody');
    expect(response.status).toBe(401);
  });

  it('stores a JPEG with GPS as renditions without any metadata', async () => {
    const original = await jpegWithGps(1300, 900);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original, 'holiday.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const { data } = uploadResponseSchema.parse(response.body);
    if (data.kind !== 'image') throw new Error('expected an image');
    // Never wider than the original: the widest rendition is the original's 1300 px.
    expect(data).toMatchObject({ width: 1300, height: 900 });
    expect(data.url).not.toContain('holiday');
    expect(data.renditions.map((r) => [r.width, r.height])).toEqual([
      [720, 498],
      [800, 554],
      [1200, 831],
      [1300, 900],
    ]);

    const stored = await t.readRaw(t.keyOf(data.url));
    expect(stored?.length).toBe(data.bytes);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(webpChunks(stored!)).toEqual(expect.not.arrayContaining(['EXIF', 'XMP ']));

    // Removing it from storage really removes it from the folder or bucket.
    await t.storage.delete(t.keyOf(data.url));
    expect(await t.readRaw(t.keyOf(data.url))).toBeUndefined();
  });

  it('stores a PNG', async () => {
    const response = await upload(await png(640, 480), 'logo.png', 'image/png');
    expect(response.status).toBe(201);
    const { data } = uploadResponseSchema.parse(response.body);
    expect(data).toMatchObject({ kind: 'image', width: 640, height: 480 });
    expect((await sharp(await t.readRaw(t.keyOf(data.url))).metadata()).format).toBe('webp');
  });

  it('keeps a PDF as it is', async () => {
    const original = await pdf();
    const response = await upload(original, 'report.pdf', 'application/pdf');
    expect(response.status).toBe(201);
    const { data } = uploadResponseSchema.parse(response.body);
    expect(data).toEqual({ kind: 'pdf', url: expect.stringMatching(/\.pdf$/), bytes: original.length });
    expect((await t.readRaw(t.keyOf(data.url)))!.equals(original)).toBe(true);
  });

  it('answers 415 for an executable named .jpg', async () => {
    const response = await upload(exe(), 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ errors: { file: expect.any(String) } });
  });

  it('answers 422 for a truncated JPEG', async () => {
    const response = await upload(await truncatedJpeg(), 'cut.jpg', 'image/jpeg');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { file: expect.stringMatching(/could not be read/) } });
  });

  it('answers 413 for a 16 MB picture', async () => {
    const response = await upload(await oversizedJpeg(), 'big.jpg', 'image/jpeg');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ errors: { file: expect.stringMatching(/15 MB/) } });
  });

  it('answers 413 for anything over 30 MB without reading it all', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(31 * 1024 * 1024, 0x20)]);
    const response = await upload(bytes, 'huge.pdf', 'application/pdf');
    expect(response.status).toBe(413);
  });

  it('answers 422 when no file is sent', async () => {
    const form = new FormData();
    form.append('title', 'no file');
    const response = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: 'Bearer editor' },
    });
    expect(response.status).toBe(422);
  });
});
