import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** TanStack Query keys of the staff area: the members, their invitations, and my account's sessions. */
export const staffKeys = {
  members: [...adminKeys.all, 'staff'] as const,
  /** Under `members`, so what refreshes the staff list refreshes the invitations too. */
  invitations: [...adminKeys.all, 'staff', 'invitations'] as const,
  accountSessions: [...adminKeys.all, 'account', 'sessions'] as const,
};
