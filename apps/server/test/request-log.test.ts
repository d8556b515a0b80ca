import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEB_INDEX_HTML } from './support/fixtures.ts';
import { createTestApp, testDatabases, type TestContext } from './support/test-app.ts';

/**
 * The request log as production writes it (docs/decisions/0044): one line per request, whose URL never carries a
 * secret, and none at info for a page the cache answered. The secret-bearing routes are found in the OpenAPI
 * document (a `{token}` in the path or a `token` in the query), so a new one is checked the day it is added;
 * the pages with a secret in their URL are listed beside them.
 */

type LogLine = { level: number; msg: string; reqId?: string; url?: string; route?: string | null };
type Operation = { parameters?: Array<{ in: string; name: string }> };

/** Pages the browser opens from a mail or after a payment, each with a secret in its path or query. */
const SECRET_PAGES = [
  '/admin/invitation/{secret}',
  '/donation/thank-you?token={secret}',
  '/subscription/confirm?token={secret}',
  '/subscription/unsubscribe?token={secret}',
  '/auth/reset-password/{secret}',
  '/auth/verify-user/{secret}',
];
/** API routes whose path carries the user's id from a mailed link (verification and reset), not called `token`. */
const ID_LINK_ROUTES = [
  { method: 'POST', url: '/api/auth/verify-user/{secret}' },
  { method: 'POST', url: '/api/auth/reset-password/{secret}' },
];

/** A web build whose renderer draws every page, so the page cache keeps what it renders. */
function webBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'charity-request-log-'));
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', 'index.html'), WEB_INDEX_HTML);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `export function createPageRenderer() {
  return async (url) => ({ status: 200, html: '<main>' + url.length + '</main>', stateScript: '', head: {}, renders: 1 });
}
`,
  );
  return { webDist: path.join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe.each(testDatabases)('the request log on %s', (database) => {
  const build = webBuild();
  const lines: LogLine[] = [];
  const raw: string[] = [];
  let ctx: TestContext;
  let secretRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        }
        done();
      },
    });
    // Debug, so the test sees every line the code writes, and which of them production (info) would keep.
    ctx = await createTestApp(database, { WEB_DIST: build.webDist }, undefined, {
      microCacheMs: 60_000,
      logger: { level: 'debug', stream },
    });
    const spec = (
      ctx.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
    ).swagger();
    secretRoutes = Object.entries(spec.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            route.includes('{token}') ||
            (operation.parameters ?? []).some((p) => p.in === 'query' && p.name === 'token'),
        )
        .map(([method, operation]) => {
          const inQuery = (operation.parameters ?? []).some((p) => p.in === 'query' && p.name === 'token');
          const url = route.replace(/\{(?!token\})[^}]+\}/g, '1').replace('{token}', '{secret}');
          return { method: method.toUpperCase(), url: inQuery ? `${url}?token={secret}` : url };
        }),
    );
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    build.remove();
  });

  /** Sends one request and answers the lines it wrote (by its request id), once its request line is there. */
  async function linesOf(method: string, url: string) {
    const before = lines.length;
    const response = await ctx.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    let reqId: string | undefined;
    await vi.waitFor(() => {
      reqId = lines.slice(before).find((line) => line.msg === 'request')?.reqId;
      expect(reqId).toBeDefined();
    });
    return { response, mine: lines.filter((line) => line.reqId === reqId) };
  }

  it('finds the routes whose path or query carries a token', () => {
    const found = secretRoutes.map((route) => `${route.method} ${route.url}`);
    for (const known of [
      'GET /api/donation/thank-you?token={secret}',
      'GET /api/donation/certificate/1/pdf?token={secret}',
      'POST /api/subscription/unsubscribe?token={secret}',
      'POST /api/admin/auth/invitations/{secret}',
      'POST /api/admin/auth/invitations/{secret}/totp',
    ]) {
      expect(found).toContain(known);
    }
  });

  it('writes one line per request, with the route and the URL with its secret redacted', async () => {
    const all = [...secretRoutes, ...ID_LINK_ROUTES, ...SECRET_PAGES.map((url) => ({ method: 'GET', url }))];
    for (const [index, { method, url }] of all.entries()) {
      const secret = `s3cret-${index}-${Math.random().toString(36).slice(2)}`;
      const before = raw.length;
      const { mine } = await linesOf(method, url.replace('{secret}', secret));
      const written = raw.slice(before);
      expect(
        written.filter((line) => line.includes(secret)),
        `${method} ${url}`,
      ).toEqual([]);
      const atInfo = mine.filter((line) => line.level >= 30);
      expect(atInfo, `${method} ${url}`).toHaveLength(1);
      expect(atInfo[0]).toMatchObject({
        msg: 'request',
        url: expect.stringContaining('[redacted]') as string,
      });
      expect(atInfo[0]?.route, `${method} ${url}`).toBeTruthy();
    }
  }, 60_000);

  it('writes one line for an ordinary request, and none at info for a page the cache answered', async () => {
    const first = await linesOf('GET', '/about');
    expect(first.response.headers['x-cache']).toBeUndefined();
    expect(first.mine.filter((line) => line.level >= 30)).toEqual([
      expect.objectContaining({ msg: 'request', route: '/*', url: '/about' }),
    ]);

    const hit = await linesOf('GET', '/about');
    expect(hit.response.headers['x-cache']).toBe('hit');
    expect(hit.mine.filter((line) => line.level >= 30)).toEqual([]);
    expect(hit.mine).toEqual([expect.objectContaining({ level: 20, msg: 'request', url: '/about' })]);
  });
});
