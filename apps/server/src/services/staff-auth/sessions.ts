import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_COOKIE_PATH, STAFF_SESSION_COOKIE, type Staff } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';
import { hashToken, randomToken } from '#src/shared/crypto.ts';

/**
 * Staff sessions (docs/product/console.md): random 256-bit tokens, only their SHA-256 stored, 12 hours, revocable; in their own
 * table, so a donor token is never a staff session and a staff token never a donor session.
 */

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** What randomToken() produces; anything else is refused without a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createStaffSession(db: Executor, staffId: string, ip: string | null, now: Date) {
  const token = randomToken();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      staff_id: staffId,
      ip,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  // Sessions that can never be used again go when their owner signs in, so the table does not grow.
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('revoked_at', 'is not', null)]))
    .execute();
  return token;
}

export type StaffSessionLookup = { sessionId: number; staff: Staff };

/**
 * The session's staff member when the token is live AND the member is not disabled: checked on every request, so
 * disabling someone shuts them out at once even if a session row were somehow left unrevoked.
 */
export async function findStaffSession(
  db: Executor,
  token: string,
  now: Date,
): Promise<StaffSessionLookup | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as session_id', 'staff.id', 'staff.name', 'staff.email', 'staff.role'])
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, ...staff } = row;
  return { sessionId: session_id, staff };
}

export async function revokeStaffSession(db: Executor, sessionId: number, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a staff member (disabled, or their two-factor reset). */
export async function revokeAllStaffSessions(db: Executor, staffId: string, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** `Authorization: Bearer` (API clients) wins over the staff cookie (the console). */
export function readStaffToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return request.cookies[STAFF_SESSION_COOKIE];
}

export type StaffCookieSettings = { secure: boolean };

/**
 * HttpOnly (scripts never see it), SameSite=Strict (no other site can make the browser send it; the console is
 * only ever opened on our own origin), scoped to /api/admin so public requests never carry it.
 */
export function setStaffCookie(reply: FastifyReply, token: string, settings: StaffCookieSettings) {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: STAFF_COOKIE_PATH,
    maxAge: STAFF_SESSION_TTL_MS / 1000,
  });
}

export function clearStaffCookie(reply: FastifyReply, settings: StaffCookieSettings) {
  reply.clearCookie(STAFF_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: STAFF_COOKIE_PATH,
  });
}
