import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestContext } from '../../test/support/test-app.ts';
import { createTestStorage, type TestStorage } from '#src/services/storage/test-support.ts';
import { seedDemoOnce } from './seed.ts';

const quiet = { info: () => undefined, child: () => quiet } as unknown as FastifyBaseLogger;

/** A site with S3_BUCKET set gets its demo pictures and booklets in the bucket, at the bucket's public URLs. */
describe('demo content seed on an S3 bucket', () => {
  let ctx: TestContext;
  let bucket: TestStorage;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    bucket = await createTestStorage('s3');
    await seedDemoOnce(ctx.app.db, ctx.config, quiet, bucket.storage);
  }, 120_000);
  afterAll(async () => {
    await bucket?.close();
    await ctx?.close();
  });

  it('puts every picture and PDF in the bucket and stores its bucket URL', async () => {
    const { db } = ctx.app;
    const events = await db.selectFrom('events').select(['image', 'image_small']).execute();
    const literature = await db.selectFrom('literature').select(['image', 'file']).execute();
    expect(events.length).toBeGreaterThan(0);
    const pdfs = literature.map((l) => l.file).filter((file) => file.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);

    const urls = [
      ...events.flatMap((e) => [e.image, e.image_small]),
      ...literature.map((l) => l.image),
      ...pdfs,
    ];
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\/media\.example\.org\//);
      expect(await bucket.readRaw(bucket.keyOf(url)), url).toBeDefined();
    }
    const webp = await bucket.readRaw(bucket.keyOf(events[0]!.image));
    expect(webp!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const pdf = await bucket.readRaw(bucket.keyOf(pdfs[0]!));
    expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Nothing went to the local uploads folder.
    const local = ctx.config.uploadsDir;
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
  });
});
