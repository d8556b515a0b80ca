import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin, type Enrolled } from './support/staff-test-kit.ts';
import { ADMIN_JSON_ONLY_MESSAGE } from '../src/plugins/browser-requests.ts';
import { LOGIN_REQUIRED_MESSAGE, requireUser } from '../src/services/sessions/plugin.ts';
import { REQUEST_TOO_LARGE_MESSAGE, UNREADABLE_BODY_MESSAGE } from '../src/shared/http-errors.ts';
import { freshIp } from './support/form-payloads.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Bodies a client botched or cut off are the client's problem: a clear 400 (or 413 over the limit), a warn-level
 * line without a stack, never a 500. Checked on every route that takes a body, read from the OpenAPI document so
 * a new route is covered the day it is added. (That a client still sending a large body reads its 413 instead of
 * a broken connection needs a server in another process: test/server-process.test.ts.)
 */

const PART = 'Content-Disposition: form-data; name="name"\r\n\r\nAsha\r\n';
// (A part whose header is broken is skipped by busboy, so such a body reads as empty: the route's ordinary 422.)
const MALFORMED: [name: string, contentType: string, payload: string][] = [
  ['a boundary the body does not use', 'multipart/form-data; boundary=other', `--abc\r\n${PART}--abc--\r\n`],
  ['no boundary at all', 'multipart/form-data', `--abc\r\n${PART}--abc--\r\n`],
  ['a body cut off mid-part', 'multipart/form-data; boundary=abc', `--abc\r\n${PART.slice(0, 50)}`],
];

const WEBHOOK = '/api/webhooks/razorpay';
/** The console's routes that take files; every other console route refuses a multipart body unread (415). */
const ADMIN_UPLOADS = ['/api/admin/uploads', '/api/admin/settings/images', '/api/admin/form-10be'];
const jsonOnly = (url: string) => url.startsWith('/api/admin/') && !ADMIN_UPLOADS.includes(url);

type LogLine = { level: number; msg: string; stack?: string; err?: { stack?: string } };

describe('malformed and oversized bodies', () => {
  let ctx: TestContext;
  let admin: Enrolled;
  const logs: LogLine[] = [];
  let bodyRoutes: { method: 'POST' | 'PATCH'; url: string }[];
  /** The donor-only routes: an admin's token is no donor session, so they answer 401 before the body is read. */
  const donorOnly = new Set<string>();

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logs.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    ctx = await createTestApp('sqlite', { RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-tests' }, undefined, {
      logger: { level: 'info', stream },
      onRoute: (route) => {
        if ([route.onRequest ?? []].flat().includes(requireUser))
          donorOnly.add(route.url.replace(/:\w+/g, '1'));
      },
    });
    admin = await firstAdmin(ctx.app);
    const spec = (
      ctx.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }
    ).swagger();
    bodyRoutes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method === 'post' || method === 'patch')
        .map((method) => ({
          method: method.toUpperCase() as 'POST' | 'PATCH',
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
    );
  }, 60_000);
  afterAll(() => ctx.close());

  it('finds the routes that take a body', () => {
    // The public forms, the giving routes and the console's writes: far more than a handful.
    expect(bodyRoutes.length).toBeGreaterThan(40);
    expect(bodyRoutes).toContainEqual({ method: 'POST', url: '/api/volunteer/create' });
    expect(bodyRoutes).toContainEqual({ method: 'POST', url: '/api/admin/uploads' });
  });

  it.each(MALFORMED)(
    'answers %s with 400 and a clear message on every route, logging no error',
    async (_name, type, payload) => {
      const before = logs.length;
      for (const route of bodyRoutes) {
        const response = await ctx.app.inject({
          method: route.method,
          url: route.url,
          headers: { 'content-type': type, authorization: `Bearer ${admin.token}` },
          remoteAddress: freshIp(),
          payload,
        });
        const label = `${route.method} ${route.url}`;
        if (jsonOnly(route.url)) {
          // The console's API takes JSON only (docs/decisions/0041): refused by type before it is read.
          expect(response.statusCode, label).toBe(415);
          expect(response.json<{ message: string }>().message, label).toBe(ADMIN_JSON_ONLY_MESSAGE);
          continue;
        }
        if (donorOnly.has(route.url)) {
          expect(response.statusCode, label).toBe(401);
          expect(response.json<{ message: string }>().message, label).toBe(LOGIN_REQUIRED_MESSAGE);
          continue;
        }
        expect(response.statusCode, label).toBe(400);
        // Razorpay's webhook reads its body raw, whatever the type, and refuses it on the signature first.
        const expected = route.url === WEBHOOK ? /signature/ : UNREADABLE_BODY_MESSAGE;
        expect(response.json<{ message: string }>().message, label).toMatch(expected);
      }
      const lines = logs.slice(before);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      const refused = lines.filter((line) => line.msg === 'request body refused');
      const read = bodyRoutes.filter((route) => !jsonOnly(route.url) && !donorOnly.has(route.url));
      expect(refused).toHaveLength(read.length - 1);
      for (const line of refused) {
        expect(line.level).toBe(40);
        expect(line.stack ?? line.err?.stack).toBeUndefined();
      }
    },
  );

  it('answers a multipart body announced over the limit with 413 before reading it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/volunteer/create',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      remoteAddress: freshIp(),
      payload: `--abc\r\nContent-Disposition: form-data; name="first_name"\r\n\r\n${'x'.repeat(300 * 1024)}\r\n--abc--\r\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(REQUEST_TOO_LARGE_MESSAGE);
  });
});
