import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/test-app.ts';

/*
 * The web build's hashed files under /assets (web-app.ts): immutable, and sent from the compressed copies the build
 * writes beside them (apps/web/precompress.config.ts) when the browser accepts one. Static files do not touch the
 * database, so SQLite alone is enough here.
 */

// Long and repetitive, so every encoding is far smaller than the file.
const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
/** Copies whose bodies say which one was sent: the server must pick the file, never compress the script itself. */
const BROTLI_COPY = brotliCompressSync(Buffer.from('/* the brotli copy */'));
const GZIP_COPY = gzipSync(Buffer.from('/* the gzip copy */'));
const STYLES = `.card{padding:1rem}\n`.repeat(200);

function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-assets-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dir, 'assets', 'app-AbCd1234.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app-AbCd1234.js.br'), BROTLI_COPY);
  writeFileSync(path.join(dir, 'assets', 'app-AbCd1234.js.gz'), GZIP_COPY);
  // A stylesheet the build left without copies (as it does for a file that would not shrink).
  writeFileSync(path.join(dir, 'assets', 'plain-EfGh5678.css'), STYLES);
  return dir;
}

describe('web build assets', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { WEB_DIST: webBuild() });
  });
  afterAll(() => ctx.close());

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it("sends the build's brotli copy to a browser that accepts brotli, as it is", async () => {
    const res = await get('/assets/app-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(BROTLI_COPY)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('/* the brotli copy */');
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-AbCd1234.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('/* the gzip copy */');
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-AbCd1234.js', 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    const bare = await get('/assets/app-AbCd1234.js');
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.body).toBe(SCRIPT);
  });

  it('still compresses a file the build left without copies, per request', async () => {
    const res = await get('/assets/plain-EfGh5678.css', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(STYLES);
  });

  it('answers 404 for an asset that is not there, whatever the browser accepts', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/missing-0000.js', encoding);
      expect(res.statusCode, encoding).toBe(404);
    }
  });
});
