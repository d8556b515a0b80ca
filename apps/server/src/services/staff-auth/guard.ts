import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { STAFF_MESSAGES, type Staff, type StaffRole } from '@charity/shared';
import type { Actor } from '#src/shared/actor.ts';
import { HttpError } from '#src/shared/http-errors.ts';
import { findStaffSession, readStaffToken } from './sessions.ts';

/**
 * The role guard of every admin route (docs/product/console.md): the server checks the role on each request; the console only
 * hides what a role cannot use. Usage:
 * `app.get('/api/admin/x', { onRequest: requireRole('editor'), schema }, (request) => currentStaff(request))`.
 * An onRequest hook, not a preHandler: it runs before the body is read, so someone without a session or the role
 * gets 401 or 403 whatever they sent, and a field's 422 is only shown to someone who may send the request
 * (docs/product/console.md "Staff and roles").
 */

type StaffContext = { sessionId: number; staff: Staff };

// Kept beside the request rather than decorated on it: the guard works in any plugin with no registration step.
const contexts = new WeakMap<FastifyRequest, StaffContext>();

/** Resolves the request's staff session (once per request); undefined without a live one. */
export async function loadStaff(request: FastifyRequest): Promise<StaffContext | undefined> {
  const known = contexts.get(request);
  if (known) return known;
  const token = readStaffToken(request);
  if (!token) return undefined;
  const found = await findStaffSession(request.server.db, token, new Date());
  if (found) contexts.set(request, found);
  return found;
}

/**
 * An onRequest hook: 401 without a live staff session (a donor session does not count), 403 with a message when the
 * member's role is not one of `roles`. Admins pass every guard. No roles: any signed-in staff member.
 */
export function requireRole(...roles: StaffRole[]): onRequestAsyncHookHandler {
  return async function staffRoleGuard(request) {
    const context = await loadStaff(request);
    if (!context) throw new HttpError(401, { message: STAFF_MESSAGES.signInRequired });
    const { role } = context.staff;
    if (role !== 'admin' && roles.length > 0 && !roles.includes(role)) {
      throw new HttpError(403, { message: STAFF_MESSAGES.forbidden });
    }
  };
}

/** The signed-in staff member in a handler behind requireRole. */
export function currentStaff(request: FastifyRequest): Staff {
  const context = contexts.get(request);
  if (!context) throw new HttpError(401, { message: STAFF_MESSAGES.signInRequired });
  return context.staff;
}

/** Who acts, from where: the audit log's actor of a console write or export (docs/decisions/0015). */
export const actorOf = (request: FastifyRequest): Actor => ({
  staffId: currentStaff(request).id,
  ip: request.ip,
});

/** The current session's id (sign-out revokes it). */
export function currentStaffSessionId(request: FastifyRequest): number | undefined {
  return contexts.get(request)?.sessionId;
}
