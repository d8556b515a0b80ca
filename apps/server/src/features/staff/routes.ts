import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_MESSAGES,
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  auditListResponseSchema,
  auditQuerySchema,
  confirmTotpRequestSchema,
  confirmTotpResponseSchema,
  dashboardResponseSchema,
  errorBodySchema,
  invitationIdParamsSchema,
  invitationTokenParamsSchema,
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  messageResponseSchema,
  pageParam,
  pendingInvitationsResponseSchema,
  siteSettingsPatchSchema,
  siteSettingsResponseSchema,
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
  currentStaff,
  currentStaffSessionId,
  loadStaff,
  requireRole,
} from '#src/services/staff-auth/guard.ts';
import { clearStaffCookie, setStaffCookie } from '#src/services/staff-auth/sessions.ts';
import { STAFF_IP_LIMITS, createStaffService, type StaffServiceDeps } from './service.ts';

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

/** The staff page size: a trust has a handful of staff, so one page normally holds them all. */
const STAFF_PAGE_SIZE = 100;

const actorOf = (request: FastifyRequest) => ({ staffId: currentStaff(request).id, ip: request.ip });

/**
 * The console's staff API (docs/product/console.md): invitations, two-factor sign-in, staff management, the audit log,
 * trust settings and the dashboard. Every route but the sign-in ones is behind requireRole.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ now?: StaffServiceDeps['now'] }> = async (app, opts) => {
  const staff = createStaffService({
    db: app.db,
    cipher: createFieldCipher(app.config.appSecret),
    limiter: createAccountLimiter({ redis: app.redis, log: app.log, prefix: 'charity:staff:' }),
    publicUrl: app.config.publicUrl,
    images: app.storage,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const cookie = { secure: app.config.secureCookies };

  const tags = ['admin'];

  // ---- sign-in -------------------------------------------------------------------------------------------------

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
      const { otpauthUrl } = await staff.acceptInvitation(request.params.token, request.body);
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
      const result = await staff.confirmInvitation(request.params.token, request.body.code, request.ip);
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
      const result = await staff.login(request.body, request.ip);
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
        await staff.logout(sessionId, { staffId: context.staff.id, ip: request.ip });
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
    async (request) => staff.list(request.query.page, STAFF_PAGE_SIZE),
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
      const invitation = await staff.invite(request.body, actorOf(request));
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
    async () => ({ data: await staff.openInvitations() }),
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
      await staff.withdrawInvitation(request.params.id, actorOf(request));
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
      data: await staff.update(request.params.id, request.body, actorOf(request)),
      message: STAFF_MESSAGES.staffUpdated,
    }),
  );

  // ---- audit log, settings, dashboard --------------------------------------------------------------------------

  app.get(
    '/api/admin/audit',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'The audit log, newest first (admin); filter by staff id and resource',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => staff.audit(request.query),
  );

  app.get(
    '/api/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Trust settings (admin)',
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async () => {
      const { settings, updatedAt } = await staff.settings();
      return { data: settings, meta: { updated_at: updatedAt } };
    },
  );

  app.patch(
    '/api/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Change trust settings (admin); given objects are merged one level deep',
        body: siteSettingsPatchSchema,
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { settings, updatedAt } = await staff.updateSettings(request.body, actorOf(request));
      // The public details are on every page (GET /api/site): this instance shows the change at once.
      app.microCache.clear();
      return { data: settings, meta: { updated_at: updatedAt }, message: STAFF_MESSAGES.settingsSaved };
    },
  );

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requireRole(),
      schema: {
        tags,
        summary: "The signed-in member's figures (money only for finance and admin)",
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const role = currentStaff(request).role;
      const figures = await staff.dashboard(role);
      // Whether the site is being backed up is the admin's to watch (docs/product/console.md, "Dashboard").
      if (role === 'admin') figures.backups = app.backups.status();
      return { data: figures };
    },
  );
};
