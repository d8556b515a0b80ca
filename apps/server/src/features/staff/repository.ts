import type { AuditEntry, StaffListItem, StaffRole } from '@charity/shared';
import type { Database, StaffTable } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';
import { countsAsIncome } from '#src/shared/income.ts';
import { paginate } from '#src/shared/pagination.ts';
import type { Selectable } from 'kysely';

/** The staff feature's SQL: accounts, invitations, recovery codes, the audit list, the dashboard counts. */

export type StaffRow = Selectable<StaffTable>;
export type InvitationRow = Selectable<Database['staff_invitations']>;

export const findStaffByEmail = (db: Executor, email: string) =>
  db.selectFrom('staff').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findStaffById = (db: Executor, id: string) =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const toListItem = (row: StaffRow): StaffListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  disabled: row.disabled_at !== null,
  disabled_at: row.disabled_at,
  created_at: row.created_at,
});

export async function listStaff(db: Executor, page: number, perPage: number) {
  return paginate(db.selectFrom('staff'), {
    page,
    perPage,
    select: (q) => q.selectAll().orderBy('created_at').orderBy('id'),
    map: toListItem,
  });
}

// ---- invitations ---------------------------------------------------------------------------------------------

/** A new invitation; any earlier unused one for the address dies with it, so only the newest link works. */
export async function replaceInvitation(
  trx: Executor,
  values: {
    tokenHash: string;
    email: string;
    role: StaffRole;
    expiresAt: Date;
    createdBy: string | null;
    now: Date;
  },
) {
  await trx
    .deleteFrom('staff_invitations')
    .where('email', '=', values.email)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('staff_invitations')
    .values({
      token_hash: values.tokenHash,
      email: values.email,
      role: values.role,
      expires_at: values.expiresAt.toISOString(),
      used_at: null,
      created_by: values.createdBy,
      pending_name: null,
      pending_password_hash: null,
      pending_totp_secret: null,
      created_at: values.now.toISOString(),
    })
    .execute();
}

/** How many open invitations the staff screen lists: a trust invites a handful of people at a time. */
const OPEN_INVITATIONS_SHOWN = 100;

/** Invitations nobody has accepted, newest first, expired ones too; `reset` when the address is a member's. */
export async function listOpenInvitations(db: Executor) {
  return db
    .selectFrom('staff_invitations as i')
    .leftJoin('staff as s', 's.email', 'i.email')
    .select(['i.id', 'i.email', 'i.role', 'i.created_at', 'i.expires_at', 's.id as staff_id'])
    .where('i.used_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(OPEN_INVITATIONS_SHOWN)
    .execute();
}

/** Deletes an invitation nobody has accepted (its link stops working); the row as it was, or undefined. */
export async function deleteOpenInvitation(trx: Executor, id: number) {
  const row = await trx
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'expires_at'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (row) await trx.deleteFrom('staff_invitations').where('id', '=', id).execute();
  return row;
}

/** The invitation for a token while it can still be used: unused and not expired. */
export const findLiveInvitation = (db: Executor, tokenHash: string, now: Date) =>
  db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();

export async function setInvitationPending(
  db: Executor,
  id: number,
  pending: { name: string; passwordHash: string; totpSecret: string },
) {
  await db
    .updateTable('staff_invitations')
    .set({
      pending_name: pending.name,
      pending_password_hash: pending.passwordHash,
      pending_totp_secret: pending.totpSecret,
    })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks the invitation used; false when another request used it first (single use under concurrency). */
export async function useInvitation(trx: Executor, id: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('staff_invitations')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- two-factor ----------------------------------------------------------------------------------------------

/**
 * Records `step` as the last TOTP step used, only if it is later than the stored one: of two requests with the
 * same code, exactly one wins. False when the step was already used.
 */
export async function claimTotpStep(db: Executor, staffId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends an unused recovery code; false when it is unknown or already used. */
export async function useRecoveryCode(db: Executor, staffId: string, codeHash: string, now: Date) {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(trx: Executor, staffId: string, hashes: string[], now: Date) {
  await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_recovery_codes')
    .values(
      hashes.map((code_hash) => ({
        staff_id: staffId,
        code_hash,
        used_at: null,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/**
 * The first half of a two-factor reset: the old secret and every recovery code stop working at once, before the
 * member has enrolled again through the new invitation.
 */
export async function clearTwoFactor(trx: Executor, staffId: string, now: Date) {
  await trx
    .updateTable('staff')
    .set({ totp_secret: null, totp_last_step: null, updated_at: now.toISOString() })
    .where('id', '=', staffId)
    .execute();
  await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}

/** An accepted invitation's account: a new row, or the existing member's row with the new password and secret. */
export async function saveEnrolledStaff(trx: Executor, row: StaffRow, isNew: boolean) {
  if (isNew) await trx.insertInto('staff').values(row).execute();
  else {
    const { id, email: _email, created_at: _created, disabled_at: _disabled, ...fields } = row;
    await trx.updateTable('staff').set(fields).where('id', '=', id).execute();
  }
}

// ---- audit list ----------------------------------------------------------------------------------------------

const parseJson = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

export async function listAudit(
  db: Executor,
  filters: { page: number; perPage: number; staff?: string | undefined; resource?: string | undefined },
) {
  let base = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (filters.staff) base = base.where('audit_log.staff_id', '=', filters.staff);
  if (filters.resource) base = base.where('audit_log.resource', '=', filters.resource);
  return paginate(base, {
    page: filters.page,
    perPage: filters.perPage,
    select: (q) =>
      q.selectAll('audit_log').select('staff.email as staff_email').orderBy('audit_log.id', 'desc'),
    map: (row): AuditEntry => ({
      id: row.id,
      at: row.at,
      staff_id: row.staff_id,
      staff_email: row.staff_email,
      ip: row.ip,
      action: row.action,
      resource: row.resource,
      record_id: row.record_id,
      before: parseJson(row.before),
      after: parseJson(row.after),
    }),
  });
}

// ---- dashboard -----------------------------------------------------------------------------------------------

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** Messages nobody has replied to or archived yet (status since migration 0006). */
export const countNewContactMessages = (db: Executor) =>
  count(
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'new'),
  );

export const countNewVolunteers = (db: Executor) =>
  count(
    db
      .selectFrom('volunteers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'new'),
  );

/** Entries still waiting for finance to reconcile them with a bank credit (migration 0007). */
export const countEhundiEntries = (db: Executor) =>
  count(
    db
      .selectFrom('ehundi_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('donation_id', 'is', null),
  );

export const countEvents = (db: Executor) =>
  count(db.selectFrom('events').select((eb) => eb.fn.countAll<number | string>().as('n')));

/** Paid donations of one financial year per trust, refunded ones left out: how many and how much (paise). */
export async function donationsOfYear(db: Executor, fy: string) {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => [
      'trust',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('amount_paise').as('paise'),
    ])
    // A refunded gift's money went back: it is counted under refunds, never as received.
    .where(countsAsIncome)
    .where('receipt_fy', '=', fy)
    .groupBy('trust')
    .execute();
  return rows.map((r) => ({ trust: r.trust, count: Number(r.n), paise: Number(r.paise) }));
}

/** Donations refunded at or after `since` (an ISO instant) per trust: how many and how much (paise). */
export async function refundsSince(db: Executor, since: string) {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => [
      'trust',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('amount_paise').as('paise'),
    ])
    .where('refunded_at', '>=', since)
    .groupBy('trust')
    .execute();
  return rows.map((r) => ({ trust: r.trust, count: Number(r.n), paise: Number(r.paise) }));
}

/**
 * The paid, not refunded donations paid at or after `since` (an ISO instant): when and how much. The dashboard
 * buckets them by day in India in code, which reads the same on both databases (a month is a few thousand rows).
 */
export function paidSince(db: Executor, since: string) {
  return db
    .selectFrom('donations')
    .select(['paid_at', 'amount_paise'])
    .where(countsAsIncome)
    .where('paid_at', '>=', since)
    .execute();
}
