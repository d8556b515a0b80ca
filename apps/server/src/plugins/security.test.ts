import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, type ErrorBody } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../test/support/test-app.ts';
import { adminCall, firstAdmin, member, type Enrolled } from '../../test/support/staff-test-kit.ts';
import { PUBLIC_DOCS_PREFIX, STAFF_DOCS_PREFIX } from './api-docs.ts';
import { PERMISSIONS_POLICY } from './security.ts';

/**
 * What the site gives away to anyone (docs/decisions/0041): the console's API map only to signed-in staff in
 * production, and no browser feature a page has no use for.
 */
describe.each(testDatabases)('security headers and the API docs on %s', (database) => {
  describe('in production', () => {
    let ctx: TestContext;
    let editor: Enrolled;
    beforeAll(async () => {
      ctx = await createTestApp(database, { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
      const admin = await firstAdmin(ctx.app);
      editor = await member(ctx.app, admin, 'editor');
    });
    afterAll(() => ctx.close());

    it.each([PUBLIC_DOCS_PREFIX, `${PUBLIC_DOCS_PREFIX}/json`, `${PUBLIC_DOCS_PREFIX}/yaml`])(
      'answers %s 404 to anyone: the docs are not at the public address',
      async (url) => {
        const response = await ctx.app.inject(url);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain('/api/admin/staff');
      },
    );

    it.each([STAFF_DOCS_PREFIX, `${STAFF_DOCS_PREFIX}/json`, `${STAFF_DOCS_PREFIX}/static/index.html`])(
      'answers %s 401 without a staff session',
      async (url) => {
        const response = await ctx.app.inject(url);
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json<ErrorBody>()).toEqual({ message: STAFF_MESSAGES.signInRequired });
      },
    );

    it('shows the docs to any signed-in staff member', async () => {
      const json = await adminCall(ctx.app, 'GET', `${STAFF_DOCS_PREFIX}/json`, { token: editor.token });
      expect(json.statusCode, json.body).toBe(200);
      expect(Object.keys(json.json<{ paths: Record<string, unknown> }>().paths)).toContain(
        '/api/admin/staff',
      );
      const ui = await adminCall(ctx.app, 'GET', STAFF_DOCS_PREFIX, { token: editor.token });
      expect(ui.statusCode, ui.body).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
    });
  });

  describe('outside production', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(database);
    });
    afterAll(() => ctx.close());

    it('keeps the docs open at /api/docs for whoever works on the site', async () => {
      const response = await ctx.app.inject(`${PUBLIC_DOCS_PREFIX}/json`);
      expect(response.statusCode).toBe(200);
    });

    it.each([
      '/',
      '/api/health',
      '/api/event/paginate',
      '/api/no-such-route',
      '/no-such-page',
      '/uploads/none.webp',
    ])(
      'sends a Permissions-Policy that denies camera, microphone, geolocation and payment on %s',
      async (url) => {
        const response = await ctx.app.inject(url);
        const policy = String(response.headers['permissions-policy']);
        expect(policy).toBe(PERMISSIONS_POLICY);
        for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
          expect(policy).toContain(feature);
        // Payment only for the site and Razorpay's checkout frames, never for any other embed.
        expect(policy).toMatch(
          /payment=\(self "https:\/\/api\.razorpay\.com" "https:\/\/checkout\.razorpay\.com"\)/,
        );
        expect(policy).not.toContain('*');
      },
    );
  });
});
