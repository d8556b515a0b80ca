import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  MESSAGES,
  errorBodySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  userIdParamsSchema,
  userIdResponseSchema,
  verifyUserRequestSchema,
  type PublicUser,
} from '@charity/shared';
import { currentUser, requireUser } from '#src/services/sessions/plugin.ts';
import { createAccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { IP_LIMITS } from './limits.ts';
import { createOtpHasher } from './otp.ts';
import { AUTH_TEXT, createAuthService } from './service.ts';
import { clearSessionCookie, setSessionCookie } from '../../services/sessions/sessions.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/**
 * The options every public auth route shares: its per-IP limit (limits.ts), the 'auth' tag, and the error body
 * for every refusal beside the route's own success answer.
 */
function limitedRoute<
  const S extends { summary: string; params?: ZodType; body?: ZodType; response: Record<number, ZodType> },
>(rateLimit: (typeof IP_LIMITS)[keyof typeof IP_LIMITS], schema: S) {
  return {
    config: { rateLimit },
    schema: { tags: ['auth'], ...schema, response: { ...schema.response, ...errors } },
  };
}

/**
 * The donor account API (docs/product/accounts.md): answers carry their fields at the top level. Needs the
 * auth plugin (cookies, request.user) and the rate-limit plugin (per-IP limits, app.redis) registered first.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    otp: createOtpHasher(app.config.appSecret),
    limiter: createAccountLimiter({ redis: app.redis, log: app.log }),
  });

  /**
   * Logs the browser in with the session cookie and hands API clients the same token
   * (docs/product/accounts.md).
   */
  const loggedIn = (reply: FastifyReply, session: { token: string; user: PublicUser }, message: string) => {
    setSessionCookie(reply, session.token, app.sessionCookie);
    return { access_token: session.token, user: session.user, message };
  };

  app.post(
    '/api/auth/register',
    limitedRoute(IP_LIMITS.register, {
      summary:
        'Create an account; the verification code goes to the e-mail (AUTH_ERROR_0 if it is unverified)',
      body: registerRequestSchema,
      response: { 201: userIdResponseSchema },
    }),
    async (request, reply) => {
      const user = await auth.register(request.body, request.locale);
      return reply.code(201).send({ user, message: MESSAGES.unverifiedEmail });
    },
  );

  app.post(
    '/api/auth/verify-user/:id',
    limitedRoute(IP_LIMITS.code, {
      summary: 'Verify the e-mail with the code; logs in (cookie and access_token)',
      params: userIdParamsSchema,
      body: verifyUserRequestSchema,
      response: { 200: sessionResponseSchema },
    }),
    async (request, reply) =>
      loggedIn(reply, await auth.verifyUser(request.params.id, request.body.otp), MESSAGES.emailVerified),
  );

  app.post(
    '/api/auth/login',
    limitedRoute(IP_LIMITS.login, {
      summary: 'Log in (cookie and access_token); AUTH_ERROR_0 and a fresh code if the e-mail is unverified',
      body: loginRequestSchema,
      response: { 200: sessionResponseSchema },
    }),
    async (request, reply) => loggedIn(reply, await auth.login(request.body), MESSAGES.loggedIn),
  );

  app.post(
    '/api/auth/forgot-password',
    limitedRoute(IP_LIMITS.forgotPassword, {
      summary: 'Mail a password reset code; an unknown e-mail gets the same answer and no mail',
      body: forgotPasswordRequestSchema,
      response: { 200: userIdResponseSchema },
    }),
    async (request) => {
      const user = await auth.forgotPassword(request.body.email);
      return { user, message: MESSAGES.resetOtpSent };
    },
  );

  app.post(
    '/api/auth/reset-password/:id',
    limitedRoute(IP_LIMITS.code, {
      summary: 'Set a new password with the code; every session of the account is logged out',
      params: userIdParamsSchema,
      body: resetPasswordRequestSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      await auth.resetPassword(request.params.id, request.body.otp, request.body.password);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.get(
    '/api/auth/resend-otp/:id',
    limitedRoute(IP_LIMITS.resendCode, {
      summary: 'Mail a new code for the pending verification or reset; at most once a minute',
      params: userIdParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      await auth.resendCode(request.params.id);
      return { message: MESSAGES.otpSent };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session and clear the cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.authSession) await auth.logout(request.authSession.id);
      clearSessionCookie(reply, app.sessionCookie);
      return { message: AUTH_TEXT.loggedOut };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in donor, or 401',
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: currentUser(request) }),
  );
};
