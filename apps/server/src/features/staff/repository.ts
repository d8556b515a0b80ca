import type { StaffListItem, StaffRole } from '@charity/shared';
import type { StaffTable } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';
import { paginate } from '#src/shared/pagination.ts';
import type { Selectable } from 'kysely';

/**
 * The staff accounts' SQL: members, their role and state, their second factor (TOTP step, recovery codes).
 * invitations-repository.ts has the invitations.
 */

export type StaffRow = Selectable<StaffTable>;

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

/** A role change or (un)disabling, the two things an admin edits on a member. */
export async function setRoleAndDisabled(
  trx: Executor,
  id: string,
  values: { role: StaffRole; disabledAt: string | null; now: Date },
) {
  await trx
    .updateTable('staff')
    .set({ role: values.role, disabled_at: values.disabledAt, updated_at: values.now.toISOString() })
    .where('id', '=', id)
    .execute();
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
