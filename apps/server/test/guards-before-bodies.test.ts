import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods, RouteOptions } from 'fastify';
import {
  CONTENT_RESOURCES,
  STAFF_MESSAGES,
  STAFF_ROLES,
  type ErrorBody,
  type StaffRole,
} from '@charity/shared';
import { adminCall, firstAdmin, member, type Enrolled } from './support/staff-test-kit.ts';
import { LOGIN_REQUIRED_MESSAGE, requireUser } from '../src/services/sessions/plugin.ts';
import { freshIp } from './support/form-payloads.ts';
import { createTestApp, testDatabases, type TestContext } from './support/test-app.ts';

/**
 * Sessions and roles are checked before bodies on every admin and donor-only route (docs/product/console.md
 * "Staff and roles", docs/decisions/0041): no session 401 and a role that may not 403, whatever the body, even a
 * malformed or oversized one. The routes are collected as the app registers them, so a route added tomorrow is
 * walked too: without a guard in its onRequest it fails here.
 */

/** The admin routes anyone may call: signing in and accepting an invitation need no session yet. */
const SIGN_IN_ROUTES = new Set([
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/logout',
  'GET /api/admin/auth/invitations/:token',
  'HEAD /api/admin/auth/invitations/:token',
  'POST /api/admin/auth/invitations/:token',
  'POST /api/admin/auth/invitations/:token/totp',
]);

const ANY_STAFF: StaffRole[] = [...STAFF_ROLES];
// The console's content resources (one list in packages/shared) and the uploads they pick from.
const EDITOR_RESOURCES = [...CONTENT_RESOURCES, 'uploads', 'media-library'];

/**
 * Who may call what, by path, as docs/product/console.md's role table says (admins may call everything). The
 * first matching prefix wins; a new admin route whose prefix is not listed fails the 403 test until it is.
 */
const ROLES_BY_PREFIX: [prefix: string, roles: StaffRole[]][] = [
  ['/api/admin/auth/me', ANY_STAFF],
  ['/api/admin/dashboard', ANY_STAFF],
  ['/api/admin/account', ANY_STAFF],
  ['/api/admin/staff', ['admin']],
  ['/api/admin/settings', ['admin']],
  ['/api/admin/audit', ['admin']],
  ['/api/admin/donations', ['finance']],
  ['/api/admin/donors', ['finance']],
  ['/api/admin/ehundi-entries', ['finance']],
  // Editors write campaigns; finance may read them (ROLES_BY_ROUTE).
  ['/api/admin/campaigns', ['editor']],
  ['/api/admin/exports/donations.csv', ['finance']],
  ['/api/admin/exports/form-10bd', ['finance']],
  ['/api/admin/exports/form-10bd-checklist', ['finance']],
  ['/api/admin/form-10be', ['finance']],
  ['/api/admin/contact-messages', ['coordinator']],
  ['/api/admin/volunteers', ['coordinator']],
  ['/api/admin/volunteer-settings', ['coordinator']],
  ['/api/admin/exports/volunteers.csv', ['coordinator']],
  ['/api/admin/subscriptions', ['coordinator']],
  ['/api/admin/exports/subscribers.csv', ['coordinator']],
  ['/api/admin/newsletters', ['coordinator']],
  ...EDITOR_RESOURCES.map((resource): [string, StaffRole[]] => [`/api/admin/${resource}`, ['editor']]),
  // Revisions and the trash of every content resource (docs/product/console.md "Revisions", "Trash").
  ['/api/admin/content', ['editor']],
];

/** Routes whose roles differ by method from their prefix's: checked before ROLES_BY_PREFIX. */
const ROLES_BY_ROUTE: Record<string, StaffRole[]> = {
  'GET /api/admin/campaigns': ['editor', 'finance'],
  'GET /api/admin/campaigns/:id': ['editor', 'finance'],
  'HEAD /api/admin/campaigns': ['editor', 'finance'],
  'HEAD /api/admin/campaigns/:id': ['editor', 'finance'],
};

type Route = { method: HTTPMethods; url: string; onRequest: unknown[] };

const BAD_BODIES = [
  ['no body', undefined],
  ['an empty object', '{}'],
  ['malformed JSON', '{"email": '],
  ['a body over the JSON limit', `{"x":"${'x'.repeat(300 * 1024)}"}`],
] as const;

/** A concrete URL for a route pattern: every parameter becomes 1 (the guard answers before params are read). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

function rolesFor(method: string, url: string): StaffRole[] | undefined {
  const byRoute = ROLES_BY_ROUTE[`${method} ${url}`];
  if (byRoute) return byRoute;
  return ROLES_BY_PREFIX.find(
    ([prefix]) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}.`),
  )?.[1];
}

describe.each(testDatabases)('guards before bodies on %s', (database) => {
  let ctx: TestContext;
  const routes: Route[] = [];
  const members = {} as Record<StaffRole, Enrolled>;

  beforeAll(async () => {
    ctx = await createTestApp(database, {}, undefined, {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method === 'OPTIONS') continue;
          routes.push({ method, url: route.url, onRequest: [route.onRequest ?? []].flat() });
        }
      },
    });
    members.admin = await firstAdmin(ctx.app);
    for (const role of ['editor', 'finance', 'coordinator'] as const)
      members[role] = await member(ctx.app, members.admin, role);
  }, 60_000);
  afterAll(() => ctx.close());

  const adminRoutes = () =>
    routes.filter(
      (route) => route.url.startsWith('/api/admin/') && !SIGN_IN_ROUTES.has(`${route.method} ${route.url}`),
    );

  function send(route: Route, body: string | undefined, token?: string) {
    return ctx.app.inject({
      method: route.method,
      url: concrete(route.url),
      remoteAddress: freshIp(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  it('walks every admin route the app registers', () => {
    // The console's API: staff, settings, inboxes, finance and every content resource.
    expect(adminRoutes().length).toBeGreaterThan(100);
    expect(adminRoutes().map((route) => `${route.method} ${route.url}`)).toContain('POST /api/admin/staff');
  });

  it.each(BAD_BODIES)('answers 401 to no session with %s on every admin route', async (_name, body) => {
    for (const route of adminRoutes()) {
      const sent = route.method === 'GET' || route.method === 'HEAD' ? undefined : body;
      const response = await send(route, sent);
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
      // A HEAD answer has no body to read the message from.
      if (route.method !== 'HEAD')
        expect(response.json<ErrorBody>().message, label).toBe(STAFF_MESSAGES.signInRequired);
    }
  });

  it.each(BAD_BODIES)('answers 403 to every role that may not, with %s', async (_name, body) => {
    const unlisted: string[] = [];
    for (const route of adminRoutes()) {
      const label = `${route.method} ${route.url}`;
      const allowed = rolesFor(route.method, route.url);
      if (!allowed) {
        unlisted.push(label);
        continue;
      }
      for (const role of STAFF_ROLES.filter((each) => each !== 'admin' && !allowed.includes(each))) {
        const bodyless = route.method === 'GET' || route.method === 'HEAD';
        const response = await send(route, bodyless ? undefined : body, members[role].token);
        expect(response.statusCode, `${label} as ${role}: ${response.body}`).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json<ErrorBody>().message, label).toBe(STAFF_MESSAGES.forbidden);
      }
    }
    expect(unlisted, 'admin routes missing from ROLES_BY_PREFIX').toEqual([]);
  });

  it('answers 401 to no session on every donor-only route, whatever the body', async () => {
    const donorRoutes = routes.filter((route) => route.onRequest.includes(requireUser));
    // Payments, pay again, receipts, statements, monthly giving, the account.
    expect(donorRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of donorRoutes) {
      for (const [, body] of BAD_BODIES) {
        const bodyless = route.method === 'GET' || route.method === 'HEAD';
        const response = await send(route, bodyless ? undefined : body);
        const label = `${route.method} ${route.url}`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
        if (route.method !== 'HEAD')
          expect(response.json<ErrorBody>().message, label).toBe(LOGIN_REQUIRED_MESSAGE);
      }
    }
  });

  it('shows a coordinator 403, not the form errors, for an incomplete event', async () => {
    const response = await adminCall(ctx.app, 'POST', '/api/admin/events', {
      token: members.coordinator.token,
      body: { name: 'Half an event' },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<ErrorBody>()).toEqual({ message: STAFF_MESSAGES.forbidden });
  });

  it('answers an anonymous empty staff invitation 401, without the form errors', async () => {
    const response = await adminCall(ctx.app, 'POST', '/api/admin/staff', { body: {} });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json<ErrorBody>()).toEqual({ message: STAFF_MESSAGES.signInRequired });
  });
});
