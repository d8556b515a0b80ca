import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicUser } from '@charity/shared';
import type { Config } from '#src/config.ts';
import { findSession, readSessionToken, type CookieSettings } from './sessions.ts';
import { HttpError } from '#src/shared/http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in donor (session cookie or Bearer token), or null. Set before any route's own onRequest hook. */
    user: PublicUser | null;
    /** The session the request came with, when it is live; logout revokes it. */
    authSession: { id: number } | null;
  }
  interface FastifyInstance {
    /** How the session cookie is set: Secure in production and whenever PUBLIC_URL is https (config.secureCookies). */
    sessionCookie: CookieSettings;
  }
}

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

/**
 * Sessions for every route: registers @fastify/cookie and resolves the presented token into `request.user` in an
 * onRequest hook, before the body is read, so a route's own onRequest guard (requireUser) answers 401 whatever the
 * body (docs/decisions/0041). Only API routes that may depend on the user pay the lookup: requests without a
 * token, public cacheable reads (their answer is the same for everybody) and the web app's files skip it.
 */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(cookie);
    app.decorate('sessionCookie', { secure: opts.config.secureCookies });
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.cacheControl !== undefined) return;
      const token = readSessionToken(request);
      if (!token) return;
      const session = await findSession(app.db, token, new Date());
      if (!session) return;
      request.user = session.user;
      request.authSession = { id: session.sessionId };
    });
  },
  { name: 'sessions', dependencies: ['database', 'errors'] },
);

/**
 * A route onRequest hook: 401 `{ message: 'Please log in to continue.' }` unless the request carries a live
 * session, before the body is read, so a donor-only route never shows its field errors to someone logged out.
 * Usage: `app.get(path, { onRequest: requireUser, schema }, (request) => { const user = currentUser(request); … })`.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, { message: LOGIN_REQUIRED_MESSAGE });
}

/** The logged-in donor in a handler behind requireUser (typed non-null); 401 if used without it and logged out. */
export function currentUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new HttpError(401, { message: LOGIN_REQUIRED_MESSAGE });
  return request.user;
}
