import type { StaffRole } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import type { Selectable } from 'kysely';
import type { Executor } from '#src/db/executor.ts';

/** The staff invitations' SQL (docs/product/console.md "Invitations"): single-use links, newest one per address. */

export type InvitationRow = Selectable<Database['staff_invitations']>;

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
