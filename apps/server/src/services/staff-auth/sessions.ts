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

/** How much of a User-Agent is kept: enough for any real browser's, never a client's whole payload. */
const USER_AGENT_MAX = 512;

/** How often a session's "last seen" is written: at most once a minute, not on every request. */
const LAST_SEEN_EVERY_MS = 60_000;

export async function createStaffSession(
  db: Executor,
  staffId: string,
  ip: string | null,
  now: Date,
  userAgent: string | null = null,
) {
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
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      last_seen_at: now.toISOString(),
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
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.last_seen_at',
      'staff.id',
      'staff.name',
      'staff.email',
      'staff.role',
    ])
    .where('staff_sessions.token_hash', '=', hashToken(token))
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, last_seen_at, ...staff } = row;
  if (last_seen_at === null || now.getTime() - new Date(last_seen_at).getTime() >= LAST_SEEN_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', session_id)
      .execute();
  }
  return { sessionId: session_id, staff };
}

/** A member's live sessions (not ended, not expired), the newest first: "My account". */
export async function listLiveStaffSessions(db: Executor, staffId: string, now: Date) {
  return db
    .selectFrom('staff_sessions')
    .select(['id', 'ip', 'created_at', 'last_seen_at', 'user_agent'])
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one live session of the member; false when it is not theirs, unknown or already ended. */
export async function revokeOwnStaffSession(db: Executor, staffId: string, sessionId: number, now: Date) {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of the member but `keep` (a changed password, "end all other sessions"); how many ended. */
export async function revokeOtherStaffSessions(db: Executor, staffId: string, keep: number, now: Date) {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('id', '!=', keep)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
