/** TanStack Query keys of the console's reads, in one place so mutations invalidate the right ones. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  staff: ['admin', 'staff'] as const,
  /** Under `staff`, so what refreshes the staff list refreshes the invitations too. */
  invitations: ['admin', 'staff', 'invitations'] as const,
  settings: ['admin', 'settings'] as const,
  accountSessions: ['admin', 'account', 'sessions'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  audit: (filters: { page: number; staff?: string; resource?: string }) =>
    ['admin', 'audit', filters] as const,
};
