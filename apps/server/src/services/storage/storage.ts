import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (docs/product/console.md): a folder in DATA_DIR or an S3-compatible bucket. Keys are relative
 * paths such as `images/3f2a…-1200.webp`; callers build them from a content hash or random bytes, never from a
 * client's file name, and every implementation refuses a key that could escape its root.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object as a stream (for large files), or undefined when there is none. */
  stream(key: string): Promise<Readable | undefined>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL browsers load it from: `/uploads/<key>` locally, S3_PUBLIC_URL/<key> on a bucket. */
  publicUrl(key: string): string;
  /** Releases connections; the storage plugin calls it when the app closes. */
  close(): Promise<void>;
}

/** Lower-case names and dots/dashes/underscores, `/`-separated: nothing to escape in a URL, no `..`, no root. */
const KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export function assertKey(key: string): void {
  if (key.length > 200 || !KEY.test(key) || key.split('/').some((segment) => segment.includes('..'))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Stored names carry a content hash, so a browser and a CDN may keep them for ever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
