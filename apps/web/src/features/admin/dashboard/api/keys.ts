import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** TanStack Query keys of the dashboard: the signed-in member's figures. */
export const dashboardKeys = {
  figures: [...adminKeys.all, 'dashboard'] as const,
};
