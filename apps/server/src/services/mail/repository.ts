import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { isPostgres } from '#src/db/executor.ts';
import type { Database, MailOutboxTable } from '#src/db/schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

export const MAIL_STATUS = { pending: 'pending', sent: 'sent', failed: 'failed' } as const;
export type MailStatus = (typeof MAIL_STATUS)[keyof typeof MAIL_STATUS];

/** last_error keeps the start of the message: enough to diagnose, never a whole SMTP transcript. */
const MAX_ERROR_LENGTH = 1000;

/** Due: pending, its time has come, and nobody holds it (or the holder's lock has run out: it crashed). */
const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.and([
    eb('status', '=', MAIL_STATUS.pending),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]),
  ]);

/**
 * Claims up to `limit` due mails for one sender by setting their lock, in one statement, and returns them.
 * On PostgreSQL the inner select takes row locks with SKIP LOCKED, so concurrent instances each get different
 * rows without waiting on each other; the outer WHERE repeats the due test so a row another instance claimed
 * and committed in between is not taken twice. SQLite has one writer at a time, so the conditional UPDATE is
 * already atomic there (and it has no FOR UPDATE).
 */
export async function claimDueMail(db: Db, now: Date, lockMs: number, limit: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  const candidates = db
    .selectFrom('mail_outbox')
    .select('id')
    .where(isDue(at))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(isPostgres(db), (q) => q.forUpdate().skipLocked());
  const rows = await db
    .updateTable('mail_outbox')
    .set({ locked_until: lockedUntil })
    .where('id', 'in', candidates)
    .where(isDue(at))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * The three outcomes of an attempt. Each only applies while the caller still holds the lock it claimed with
 * (`lockedUntil`), so a sender whose lock ran out cannot overwrite what the next holder recorded; each answers
 * whether it applied.
 */
export async function markSent(db: Db, row: OutboxRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: MAIL_STATUS.sent,
      sent_at: now.toISOString(),
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      last_error: null,
    }))
    .where('id', '=', row.id)
    .where('locked_until', '=', lockOf(row))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markRetry(
  db: Db,
  row: OutboxRow,
  error: string,
  nextAttemptAt: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      next_attempt_at: nextAttemptAt.toISOString(),
      locked_until: null,
    }))
    .where('id', '=', row.id)
    .where('locked_until', '=', lockOf(row))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFailed(db: Db, row: OutboxRow, error: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: MAIL_STATUS.failed,
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      locked_until: null,
    }))
    .where('id', '=', row.id)
    .where('locked_until', '=', lockOf(row))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function lockOf(row: OutboxRow): string {
  if (row.locked_until === null) throw new Error(`mail ${row.id} was not claimed`);
  return row.locked_until;
}
