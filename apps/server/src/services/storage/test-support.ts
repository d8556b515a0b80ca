import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { storageConfigFrom } from './config.ts';
import { createStorage } from './plugin.ts';
import type { Storage } from './storage.ts';

export type StorageKind = 'local' | 's3';
export const storageKinds: StorageKind[] = ['local', 's3'];

export type TestStorage = {
  storage: Storage;
  /** Reads an object straight from the folder or the bucket, bypassing the Storage under test. */
  readRaw(key: string): Promise<Buffer | undefined>;
  /** The key a public URL points to. */
  keyOf(url: string): string;
  close(): Promise<void>;
};

const BUCKET = 'test-bucket';

/** A storage on a fresh temp folder, or on an s3rver bucket started here on loopback (no network needed). */
export async function createTestStorage(kind: StorageKind): Promise<TestStorage> {
  const dir = mkdtempSync(path.join(tmpdir(), `charity-storage-${kind}-`));
  if (kind === 'local') {
    const uploadsDir = path.join(dir, 'uploads');
    const storage = await createStorage(storageConfigFrom({}, { uploadsDir }));
    const { readFile } = await import('node:fs/promises');
    return {
      storage,
      async readRaw(key) {
        return readFile(path.join(uploadsDir, key)).catch(() => undefined);
      },
      keyOf: (url) => url.replace(/^\/uploads\//, ''),
      async close() {
        await storage.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: 'https://media.example.org/',
  };
  const storage = await createStorage(storageConfigFrom(env, { uploadsDir: path.join(dir, 'unused') }));
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    async readRaw(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return Buffer.from(await result.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    keyOf: (url) => url.replace(/^https:\/\/media\.example\.org\//, ''),
    async close() {
      client.destroy();
      await storage.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
