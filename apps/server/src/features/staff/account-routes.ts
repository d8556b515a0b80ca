import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  STAFF_MESSAGES,
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  endOtherSessionsResponseSchema,
  messageResponseSchema,
  newRecoveryCodesRequestSchema,
  newRecoveryCodesResponseSchema,
} from '@charity/shared';
import { createAccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { currentStaff, currentStaffSessionId, requireRole } from '#src/services/staff-auth/guard.ts';
import { clearStaffCookie } from '#src/services/staff-auth/sessions.ts';
import { errorResponses, HttpError } from '#src/shared/http-errors.ts';
import { createAccountService, type AccountActor } from './account-service.ts';
import { STAFF_IP_LIMITS } from './limits.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/**
 * "My account" (docs/product/console.md "My account"): every signed-in member, whatever the role, on their own
 * account only. Writes follow the console's rules for requests from browsers (plugins/browser-requests.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const limiter = createAccountLimiter({ redis: app.redis, log: app.log, prefix: 'charity:staff:' });
  const account = createAccountService({ db: app.db, limiter, ...(opts.now ? { now: opts.now } : {}) });
  const cookie = { secure: app.config.secureCookies };
  const tags = ['admin'];
  const anyMember = requireRole();

  const actor = (request: FastifyRequest): AccountActor => {
    const sessionId = currentStaffSessionId(request);
    if (sessionId === undefined) throw new HttpError(401, { message: STAFF_MESSAGES.signInRequired });
    return { staffId: currentStaff(request).id, ip: request.ip, sessionId };
  };

  app.post(
    '/api/admin/account/password',
    {
      onRequest: anyMember,
      config: { rateLimit: STAFF_IP_LIMITS.account },
      schema: {
        tags,
        summary: 'Change my password (current password required); ends my other sessions',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.changePassword(actor(request), request.body);
      return { message: STAFF_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/admin/account/recovery-codes',
    {
      onRequest: anyMember,
      config: { rateLimit: STAFF_IP_LIMITS.account },
      schema: {
        tags,
        summary: 'Ten new recovery codes, shown once (current password required); the old ones stop working',
        body: newRecoveryCodesRequestSchema,
        response: { 200: newRecoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { recovery_codes: await account.newRecoveryCodes(actor(request), request.body.current_password) },
      message: STAFF_MESSAGES.recoveryCodesReplaced,
    }),
  );

  app.get(
    '/api/admin/account/sessions',
    {
      onRequest: anyMember,
      schema: {
        tags,
        summary: 'My live sessions, newest first, this one marked',
        response: { 200: accountSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await account.sessions(actor(request)) }),
  );

  app.delete(
    '/api/admin/account/sessions/:id',
    {
      onRequest: anyMember,
      schema: {
        tags,
        summary: 'End one of my sessions (another member’s is 404)',
        params: accountSessionParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = actor(request);
      await account.endSession(who, request.params.id);
      if (request.params.id === who.sessionId) clearStaffCookie(reply, cookie);
      return { message: STAFF_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/api/admin/account/sessions/end-others',
    {
      onRequest: anyMember,
      schema: {
        tags,
        summary: 'End every session of mine but this one',
        response: { 200: endOtherSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { ended: await account.endOtherSessions(actor(request)) },
      message: STAFF_MESSAGES.otherSessionsEnded,
    }),
  );
};
