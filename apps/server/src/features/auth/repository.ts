import type { Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { OtpChallengesTable, UsersTable } from '#src/db/schema.ts';
import type { OtpPurpose } from './otp.ts';

/**
 * Accounts and their one-time codes. Every function takes the Kysely instance or a transaction, so the service
 * decides what commits together (a code and its mail, a verification and its session).
 */

export type UserRow = Selectable<UsersTable>;
export { toPublicUser } from '#src/services/sessions/sessions.ts';
export type ChallengeRow = Selectable<OtpChallengesTable>;

/** E-mails are stored lower-case (the shared schema lower-cases them), so equality is case-insensitive. */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Inserts the account unless the e-mail is taken (also by a concurrent request); true when it was inserted. */
export async function insertUser(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'password_hash' | 'first_name' | 'last_name' | 'phone'>,
): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({ ...user, email_verified_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Sets email_verified_at once; a later call keeps the first date. */
export async function markEmailVerified(db: Db, userId: string, now: Date) {
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export const findChallenge = (db: Db, userId: string, purpose: OtpPurpose) =>
  db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

/**
 * One live challenge per (user, purpose): a new code replaces the old one and starts with a clean count, unless
 * the current one was issued after `notIssuedSince` (the resend cooldown). One conditional upsert, so two
 * requests at the same moment cannot both issue (and mail) a code. True when this call issued the code.
 */
export async function replaceChallenge(
  db: Db,
  challenge: {
    userId: string;
    purpose: OtpPurpose;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    notIssuedSince: Date;
  },
): Promise<boolean> {
  const fresh = {
    code_hash: challenge.codeHash,
    attempts: 0,
    expires_at: challenge.expiresAt.toISOString(),
    consumed_at: null,
    created_at: challenge.now.toISOString(),
  };
  const result = await db
    .insertInto('otp_challenges')
    .values({ user_id: challenge.userId, purpose: challenge.purpose, ...fresh })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'purpose'])
        .doUpdateSet(fresh)
        .where('otp_challenges.created_at', '<=', challenge.notIssuedSince.toISOString()),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Spends one try of a challenge before its code is compared, in a single conditional UPDATE: parallel guesses
 * cannot all read "0 tries used" and so get more than OTP_MAX_ATTEMPTS comparisons. Returns the row as it is after
 * the update, or undefined when the challenge is no longer live (consumed, dead, expired or replaced meanwhile).
 */
export const spendAttempt = (db: Db, challenge: ChallengeRow, maxAttempts: number, now: Date) =>
  db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('code_hash', '=', challenge.code_hash)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();

/** Marks the code used; false when another request consumed (or replaced) it first. */
export async function consumeChallenge(db: Db, challenge: ChallengeRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', challenge.id)
    .where('code_hash', '=', challenge.code_hash)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
