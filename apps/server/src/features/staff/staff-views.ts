import type { Staff } from '@charity/shared';
import type { StaffRow } from './repository.ts';

/** What the console and the sign-in answers show of a member. */
export const toStaff = (row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): Staff => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});

/** The audit view of a staff row: what changed, never the password or TOTP columns. */
export const auditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled_at: row.disabled_at,
});
