import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * The browser build's scripts and styles, compressed once at build time at the strongest settings, beside each file
 * as `<file>.br` and `<file>.gz`; the server sends the copy the browser accepts (@fastify/static's `preCompressed`,
 * apps/server/src/plugins/web-app.ts) instead of compressing on every request. @fastify/compress works per
 * request and so at a fast setting: brotli quality 4 sent the 367 kB entry as 116.5 kB, more than gzip's 115.9 kB;
 * quality 11 makes it 99.8 kB, a sixth less for every first visit on a slow link (ADR 38), and the server spends
 * nothing on it. Hashed names make each file immutable, so its copies never go stale.
 */

/** What is worth compressing: text the browser fetches from /assets. Fonts and pictures are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml)$/;
/** @fastify/compress's own threshold: under it the headers outweigh the saving. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The two copies of `body`: brotli at its best quality and gzip at level 9, what a build can afford once. */
export async function compressedCopies(body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `files` (paths under `dir`) of at least
 * MIN_BYTES; returns how many files it compressed.
 */
export async function precompress(dir: string, files: readonly string[]): Promise<number> {
  let written = 0;
  // zlib's work runs on libuv's thread pool: all files at once keep every core busy.
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file);
        const body = await readFile(full);
        if (body.length < MIN_BYTES) return;
        const { br, gz } = await compressedCopies(body);
        // A copy that would not be smaller is left out; the server then compresses or sends the file as it is.
        if (br.length < body.length) await writeFile(`${full}.br`, br);
        if (gz.length < body.length) await writeFile(`${full}.gz`, gz);
        written += 1;
      }),
  );
  return written;
}

/** The Vite plugin for the browser build: once it is written, compress what it wrote under assets/. */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'charity:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/'));
      await precompress(outDir, files);
    },
  };
}
