import { expect, it } from 'vitest';
import { STAFF_MESSAGES, STAFF_ROLES, type ErrorBody, type StaffRole } from '@charity/shared';
import type { FastifyInstance } from 'fastify';
import { adminCall, type Enrolled } from './staff-test-kit.ts';

/** One admin route and a request that succeeds for a role that may use it. */
export type MatrixRoute = {
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  /** How the route is named in the test title, e.g. '/api/admin/volunteers/{id}'. */
  label?: string;
  body?: () => unknown;
  roles: StaffRole[];
};

/**
 * The role matrix of docs/product/console.md, one test per route and role: no session 401, a role that may not
 * 403 with the guard's message, a role that may (and admin, always) 2xx.
 */
export function itChecksRoles(
  context: () => { app: FastifyInstance; members: Record<StaffRole, Enrolled> },
  routes: MatrixRoute[],
) {
  for (const route of routes) {
    for (const role of [...STAFF_ROLES, 'nobody'] as const) {
      const allowed = role !== 'nobody' && (role === 'admin' || route.roles.includes(role));
      const expected = role === 'nobody' ? 401 : allowed ? 'success' : 403;
      it(`${route.method} ${route.label ?? route.url()} as ${role} → ${expected}`, async () => {
        const { app, members } = context();
        const response = await adminCall(app, route.method, route.url(), {
          ...(role === 'nobody' ? {} : { token: members[role].token }),
          ...(route.body ? { body: route.body() } : {}),
        });
        if (expected === 'success') {
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, response.body).toBeLessThan(300);
        } else {
          expect(response.statusCode, response.body).toBe(expected);
          expect(response.json<ErrorBody>().message).toBe(
            expected === 401 ? STAFF_MESSAGES.signInRequired : STAFF_MESSAGES.forbidden,
          );
        }
      });
    }
  }
}
