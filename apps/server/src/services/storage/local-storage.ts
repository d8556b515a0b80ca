import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertKey, type Storage } from './storage.ts';

/** URL prefix the web app plugin serves the uploads folder under (plugins/web-app.ts). */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/**
 * Whether a file of the uploads folder may be served at LOCAL_UPLOADS_PREFIX: everything but the receipts' logos and
 * signatures under `branding/`, which have no public address (docs/decisions/0032). The console shows them through
 * `GET /api/admin/settings/images/…` and the receipt code reads them from storage. `pathname` is relative to the
 * folder, as @fastify/static's allowedPath hands it over (decoded and normalised, with a leading slash).
 */
export function isPublicUpload(pathname: string): boolean {
  return !/^\/*branding(?:\/|$)/i.test(pathname);
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** The uploads folder in DATA_DIR, served at /uploads/ by the web app plugin. */
export function createLocalStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A temporary name first: the static server must never hand out half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      if (!(await this.exists(key))) return undefined;
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    publicUrl(key) {
      assertKey(key);
      return `${LOCAL_UPLOADS_PREFIX}${key}`;
    },
    async close() {},
  };
}
