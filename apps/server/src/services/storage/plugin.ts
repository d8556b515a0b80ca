import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from './config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * The folder or the bucket. The bucket's module is imported only when S3 is configured: the AWS SDK is hundreds of
 * modules that a site storing its uploads in DATA_DIR would load at every start for nothing (docs/decisions/0036).
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind !== 's3') return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config);
}

export type StoragePluginOptions = { config: StorageConfig } | { storage: Storage };

/** Decorates `app.storage` with the folder or bucket the configuration names (or a given one, in tests). */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: StoragePluginOptions) => {
    const storage = 'storage' in opts ? opts.storage : await createStorage(opts.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
