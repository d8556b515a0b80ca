import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, STAFF_MESSAGES, type ErrorBody } from '@charity/shared';
import { testDatabases, useTestApp } from '../../test/support/test-app.ts';
import { freshIp } from '../../test/support/form-payloads.ts';
import { mailsTo } from '../../test/support/mail-outbox.ts';
import { verifiedUser } from '../../test/support/auth-test-kit.ts';
import { adminCall, firstAdmin, uniqueEmail, type Enrolled } from '../../test/support/staff-test-kit.ts';
import { ADMIN_JSON_ONLY_MESSAGE, CROSS_SITE_MESSAGE } from './browser-requests.ts';

/**
 * Requests from browsers (docs/decisions/0041): a state change authenticated by a session cookie must come from
 * one of the site's own pages, and the console's API takes JSON only, so a plain HTML form on another site can
 * neither post with the staff's or donor's cookie nor slip a form body past the console's JSON routes.
 */

const SITE_ORIGIN = 'https://www.saimayee.example';
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
// The trust's blog on a subdomain: same site for the browser (SameSite cookies go along), another origin.
const SIBLING = { origin: 'https://blog.saimayee.example', 'sec-fetch-site': 'same-site' };
const OWN_PAGE = { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' };
const URLENCODED = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDatabases)('requests from browsers on %s', (database) => {
  const ctx = useTestApp(database, { env: { PUBLIC_URL: SITE_ORIGIN } });
  let admin: Enrolled;
  beforeAll(async () => {
    admin = await firstAdmin(ctx.app);
  });

  const invitationsTo = (email: string) =>
    ctx.app.db.selectFrom('staff_invitations').select('id').where('email', '=', email).execute();

  /** The attack: an HTML form on another page posting an admin invitation with the admin's cookie. */
  const formPostAsAdmin = (email: string, headers: Record<string, string>) =>
    adminCall(ctx.app, 'POST', '/api/admin/staff', {
      cookie: admin.token,
      headers: { ...URLENCODED, ...headers },
      body: new URLSearchParams({ email, role: 'admin' }).toString(),
    });

  it.each([
    ['another site', CROSS_SITE],
    ['a sibling subdomain', SIBLING],
    ['another site, said by Origin alone (no fetch metadata)', { origin: 'https://evil.example' }],
    ['a sandboxed or privacy-stripped page (Origin: null)', { origin: 'null' }],
  ])('refuses a form post with the staff cookie from %s: 403, nobody invited', async (_name, headers) => {
    const email = uniqueEmail('attacker');
    const response = await formPostAsAdmin(email, headers);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<ErrorBody>()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(await invitationsTo(email)).toEqual([]);
    expect(await mailsTo(ctx.app, email)).toEqual([]);
  });

  it('refuses a JSON write with the staff cookie from a sibling subdomain too', async () => {
    const email = uniqueEmail('sibling');
    const response = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      cookie: admin.token,
      headers: SIBLING,
      body: { email, role: 'editor' },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(await invitationsTo(email)).toEqual([]);
  });

  it.each([
    ['the page itself (same-origin)', OWN_PAGE],
    ['an address typed or bookmarked (none)', { 'sec-fetch-site': 'none' }],
    ['Origin equal to PUBLIC_URL without fetch metadata', { origin: SITE_ORIGIN }],
    ['no Origin and no fetch metadata (not a browser)', {}],
  ])('lets the console write with its cookie from %s', async (_name, headers) => {
    const email = uniqueEmail('invited');
    const response = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      cookie: admin.token,
      headers,
      body: { email, role: 'editor' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('lets a Bearer call through from anywhere: it is not a cookie call', async () => {
    const email = uniqueEmail('bearer');
    const response = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      token: admin.token,
      cookie: admin.token,
      headers: CROSS_SITE,
      body: { email, role: 'editor' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('lets reads with the cookie through from another site (they change nothing)', async () => {
    const response = await adminCall(ctx.app, 'GET', '/api/admin/auth/me', {
      cookie: admin.token,
      headers: CROSS_SITE,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a donor-cookie state change from another site, and keeps the session', async () => {
    const donor = await verifiedUser(ctx.app);
    const cookie = `${SESSION_COOKIE}=${donor.token}`;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: freshIp(),
      headers: { cookie, ...SIBLING },
    });
    expect(logout.statusCode, logout.body).toBe(403);
    expect(logout.json<ErrorBody>().message).toBe(CROSS_SITE_MESSAGE);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
  });

  it.each([
    ['urlencoded', URLENCODED, new URLSearchParams({ email: 'x@example.org', role: 'admin' }).toString()],
    ['text/plain', { 'content-type': 'text/plain' }, '{"email":"x@example.org","role":"admin"}'],
    [
      'multipart (not an upload route)',
      { 'content-type': 'multipart/form-data; boundary=abc' },
      '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.org\r\n--abc--\r\n',
    ],
  ])('answers a %s body to the console API 415, even from its own page', async (_name, headers, body) => {
    const response = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      cookie: admin.token,
      headers: { ...OWN_PAGE, ...headers },
      body,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json<ErrorBody>()).toEqual({ message: ADMIN_JSON_ONLY_MESSAGE });
    expect(await invitationsTo('x@example.org')).toEqual([]);
  });

  it('answers no session 401 before it looks at the body type', async () => {
    const response = await adminCall(ctx.app, 'POST', '/api/admin/staff', {
      headers: URLENCODED,
      body: 'email=x%40example.org&role=admin',
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json<ErrorBody>().message).toBe(STAFF_MESSAGES.signInRequired);
  });

  it('keeps the public no-JavaScript form posts working from the site, with a donor cookie too', async () => {
    const donor = await verifiedUser(ctx.app);
    const email = uniqueEmail('visitor');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      remoteAddress: freshIp(),
      headers: { ...URLENCODED, ...OWN_PAGE, cookie: `${SESSION_COOKIE}=${donor.token}` },
      payload: new URLSearchParams({
        first_name: 'Asha',
        last_name: 'Rao',
        email,
        phone: '9845012345',
        message: 'We would like to sponsor a meal at the ashram next month.',
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('keeps public form posts from other sites working when they carry no session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      remoteAddress: freshIp(),
      headers: { ...URLENCODED, ...CROSS_SITE },
      payload: new URLSearchParams({
        name: 'Asha Rao',
        email: uniqueEmail('reader'),
        phone: '9845012345',
        newsletter: 'true',
      }).toString(),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
