import { MESSAGES, STAFF_MESSAGES, type StaffListItem, type UpdateStaffRequest } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { audit } from '#src/services/audit/audit.ts';
import { revokeAllStaffSessions } from '#src/services/staff-auth/sessions.ts';
import {
  countActiveAdmins,
  findStaffById,
  listStaff,
  setRoleAndDisabled,
  toListItem,
  type StaffRow,
} from './repository.ts';
import { auditView } from './staff-views.ts';
import type { Actor } from '#src/shared/actor.ts';

export type MembersServiceDeps = {
  db: Db;
  /** The clock; tests move it. */
  now?: () => Date;
};

export type MembersService = ReturnType<typeof createMembersService>;

/** The staff list and an admin's edits of a member (docs/product/console.md "Staff and roles"). */
export function createMembersService({ db, now = () => new Date() }: MembersServiceDeps) {
  return {
    list: (page: number, perPage: number) => listStaff(db, page, perPage),

    /**
     * Role change and disabling (admin). Disabling revokes every session in the same transaction; the last active
     * admin can be neither demoted nor disabled (409).
     */
    async update(id: string, input: UpdateStaffRequest, actor: Actor): Promise<StaffListItem> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await findStaffById(trx, id);
        if (!before) throw new DomainError('not-found', MESSAGES.notFound);
        const role = input.role ?? before.role;
        const disabledAt =
          input.disabled === undefined
            ? before.disabled_at
            : input.disabled
              ? (before.disabled_at ?? at.toISOString())
              : null;
        const losesAdmin =
          before.role === 'admin' && before.disabled_at === null && (role !== 'admin' || disabledAt !== null);
        if (losesAdmin && (await countActiveAdmins(trx)) <= 1) {
          throw new DomainError('conflict', STAFF_MESSAGES.lastAdmin);
        }

        await setRoleAndDisabled(trx, id, { role, disabledAt, now: at });
        const after: StaffRow = { ...before, role, disabled_at: disabledAt };
        if (disabledAt !== null && before.disabled_at === null) await revokeAllStaffSessions(trx, id, at);

        const entry = {
          ...actor,
          resource: 'staff' as const,
          recordId: id,
          before: auditView(before),
          after: auditView(after),
        };
        if (role !== before.role) await audit.record(trx, { ...entry, action: 'role-change' }, at);
        if ((disabledAt === null) !== (before.disabled_at === null)) {
          await audit.record(trx, { ...entry, action: disabledAt ? 'disable' : 'enable' }, at);
        }
        return toListItem(after);
      });
    },
  };
}
