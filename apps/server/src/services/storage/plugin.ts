import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from './config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.uploadsDir);
}

export type StoragePluginOptions = { config: StorageConfig } | { storage: Storage };

/** Decorates `app.storage` with the folder or bucket the configuration names (or a given one, in tests). */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: StoragePluginOptions) => {
    const storage = 'storage' in opts ? opts.storage : createStorage(opts.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
