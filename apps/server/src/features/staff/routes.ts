import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_MESSAGES,
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  confirmTotpRequestSchema,
  confirmTotpResponseSchema,
  invitationIdParamsSchema,
  invitationOfferResponseSchema,
  invitationTokenParamsSchema,
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  messageResponseSchema,
  pageParam,
  pendingInvitationsResponseSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  updateStaffRequestSchema,
  updateStaffResponseSchema,
} from '@charity/shared';
import { createAccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { createFieldCipher } from '#src/shared/crypto.ts';
import {
  actorOf,
  currentStaff,
  currentStaffSessionId,
  loadStaff,
  requireRole,
} from '#src/services/staff-auth/guard.ts';
import { clearStaffCookie, setStaffCookie } from '#src/services/staff-auth/sessions.ts';
import { createInvitationsService } from './invitations-service.ts';
import { STAFF_IP_LIMITS } from './limits.ts';
import { createMembersService } from './members-service.ts';
import { createSignInService } from './sign-in-service.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/** The staff page size: a trust has a handful of staff, so one page normally holds them all. */
const STAFF_PAGE_SIZE = 100;

/**
 * The console's staff API (docs/product/console.md): invitations, two-factor sign-in and staff management. Every
 * route but the sign-in ones is behind requireRole.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const clock = opts.now ? { now: opts.now } : {};
  const cipher = createFieldCipher(app.config.appSecret);
  const limiter = createAccountLimiter({ redis: app.redis, log: app.log, prefix: 'charity:staff:' });
  const invitations = createInvitationsService({
    db: app.db,
    cipher,
    limiter,
    publicUrl: app.config.publicUrl,
    ...clock,
  });
  const signIn = createSignInService({ db: app.db, cipher, limiter, ...clock });
  const members = createMembersService({ db: app.db, ...clock });
  const cookie = { secure: app.config.secureCookies };

  const tags = ['admin'];

  // ---- sign-in -------------------------------------------------------------------------------------------------

  app.get(
    '/api/admin/auth/invitations/:token',
    {
      config: { rateLimit: STAFF_IP_LIMITS.invitation },
      schema: {
        tags,
        summary: 'What a live invitation offers: the address and the role (404 once it is used or expired)',
        params: invitationTokenParamsSchema,
        response: { 200: invitationOfferResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await invitations.invitationOffer(request.params.token) }),
  );

  app.post(
    '/api/admin/auth/invitations/:token',
    {
      config: { rateLimit: STAFF_IP_LIMITS.invitation },
      schema: {
        tags,
        summary:
          'Accept an invitation: name and password; answers the otpauth:// URL to enrol an authenticator',
        params: invitationTokenParamsSchema,
        body: acceptInvitationRequestSchema,
        response: { 200: acceptInvitationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { otpauthUrl } = await invitations.acceptInvitation(request.params.token, request.body);
      return { data: { otpauth_url: otpauthUrl } };
    },
  );

  app.post(
    '/api/admin/auth/invitations/:token/totp',
    {
      config: { rateLimit: STAFF_IP_LIMITS.invitation },
      schema: {
        tags,
        summary: 'Confirm the authenticator with a code; signs in and shows the 10 recovery codes once',
        params: invitationTokenParamsSchema,
        body: confirmTotpRequestSchema,
        response: { 200: confirmTotpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await invitations.confirmInvitation(
        request.params.token,
        request.body.code,
        request.ip,
        request.headers['user-agent'] ?? null,
      );
      setStaffCookie(reply, result.token, cookie);
      return {
        access_token: result.token,
        staff: result.staff,
        data: { recovery_codes: result.recoveryCodes },
        message: STAFF_MESSAGES.signedIn,
      };
    },
  );

  app.post(
    '/api/admin/auth/login',
    {
      config: { rateLimit: STAFF_IP_LIMITS.login },
      schema: {
        tags,
        summary: 'Sign in with e-mail, password and a TOTP or recovery code (cookie and access_token)',
        body: staffLoginRequestSchema,
        response: { 200: staffLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn.login(request.body, request.ip, request.headers['user-agent'] ?? null);
      setStaffCookie(reply, result.token, cookie);
      return { access_token: result.token, staff: result.staff, message: STAFF_MESSAGES.signedIn };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the staff session and clear its cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await loadStaff(request);
      const sessionId = currentStaffSessionId(request);
      if (context && sessionId !== undefined) {
        await signIn.logout(sessionId, { staffId: context.staff.id, ip: request.ip });
      }
      clearStaffCookie(reply, cookie);
      return { message: STAFF_MESSAGES.signedOut };
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      onRequest: requireRole(),
      schema: {
        tags,
        summary: 'The signed-in staff member, or 401',
        response: { 200: staffMeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: currentStaff(request) }),
  );

  // ---- staff (admin) -------------------------------------------------------------------------------------------

  app.get(
    '/api/admin/staff',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Staff members (admin)',
        querystring: z.object({ page: pageParam }),
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async (request) => members.list(request.query.page, STAFF_PAGE_SIZE),
  );

  app.post(
    '/api/admin/staff',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Invite a staff member (admin); for an existing one, resets their two-factor sign-in',
        body: inviteStaffRequestSchema,
        response: { 201: inviteStaffResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.invite(request.body, actorOf(request));
      return reply.code(201).send({
        data: { email: invitation.email, role: invitation.role, expires_at: invitation.expiresAt },
        message: STAFF_MESSAGES.invitationSent,
      });
    },
  );

  app.get(
    '/api/admin/staff/invitations',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Invitations nobody has accepted yet, expired ones included (admin)',
        response: { 200: pendingInvitationsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await invitations.openInvitations() }),
  );

  app.delete(
    '/api/admin/staff/invitations/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Withdraw an invitation nobody has accepted; its link stops working (admin)',
        params: invitationIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await invitations.withdrawInvitation(request.params.id, actorOf(request));
      return { message: STAFF_MESSAGES.invitationWithdrawn };
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Change a role or disable a staff member (admin); disabling ends their sessions at once',
        params: staffIdParamsSchema,
        body: updateStaffRequestSchema,
        response: { 200: updateStaffResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await members.update(request.params.id, request.body, actorOf(request)),
      message: STAFF_MESSAGES.staffUpdated,
    }),
  );
};
