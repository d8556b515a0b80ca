import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type PublicUser } from '@charity/shared';
import type { Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { UsersTable } from '#src/db/schema.ts';
import { hashToken, randomToken } from '#src/shared/crypto.ts';

/**
 * Sessions are random 256-bit tokens handed to the browser as an HttpOnly cookie (docs/product/accounts.md)
 * and to API clients as `access_token`; only their SHA-256 is stored, so a database leak holds no usable
 * session.
 */

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What randomToken() produces: 32 bytes in base64url. Anything else is refused without a database query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SessionLookup = { sessionId: number; tokenHash: string; user: PublicUser };

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The session's user when the token is live: known, not revoked, not expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionLookup | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.id as session_id')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { sessionId: session_id, tokenHash, user: toPublicUser(user) };
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user (password reset): whoever knew the old password is logged out everywhere. */
export async function revokeUserSessions(db: Db, userId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sessions that can never be used again are dropped when their owner logs in, so the table does not grow. */
export async function deleteDeadSessions(db: Db, userId: string, now: Date) {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('revoked_at', 'is not', null)]))
    .execute();
}

/** The presented token: an `Authorization: Bearer` header (API clients) wins over the cookie (the web app). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return request.cookies[SESSION_COOKIE];
}

export type CookieSettings = { secure: boolean };

/** HttpOnly so scripts never see it; SameSite=Lax so other sites cannot post with it; Secure over https. */
export function setSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' });
}

/** The donor as the API shows them: never the password hash. */
export const toPublicUser = (
  row: Pick<
    Selectable<UsersTable>,
    'id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'email_verified_at'
  >,
): PublicUser => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  phone: row.phone,
  email_verified: row.email_verified_at !== null,
});
