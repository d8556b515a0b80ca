import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../apps/web/precompress.config.ts';

describe('precompress (the web build writes compressed copies beside its scripts and styles)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each compressible file of a kilobyte or more, and nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'charity-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('seva '.repeat(2000))};\n`;
    const files: Record<string, string | Buffer> = {
      'assets/app-1.js': script,
      'assets/app-1.css': '.a{color:red}\n'.repeat(200),
      'assets/tiny-2.js': 'export {};\n',
      // Already compressed formats: copies would only cost space.
      'assets/font-3.woff2': Buffer.alloc(4096, 7),
      'assets/picture-4.webp': Buffer.alloc(4096, 9),
    };
    for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);

    expect(await precompress(dir, Object.keys(files))).toBe(2);

    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'app-1.css',
      'app-1.css.br',
      'app-1.css.gz',
      'app-1.js',
      'app-1.js.br',
      'app-1.js.gz',
      'font-3.woff2',
      'picture-4.webp',
      'tiny-2.js',
    ]);
    const br = readFileSync(path.join(dir, 'assets/app-1.js.br'));
    const gz = readFileSync(path.join(dir, 'assets/app-1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    // The point of doing it at build time: brotli's best quality beats gzip's best.
    expect(br.length).toBeLessThan(gz.length);
  });
});
