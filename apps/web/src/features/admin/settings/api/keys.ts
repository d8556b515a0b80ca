import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** TanStack Query keys of the settings area: the one settings document. */
export const settingsKeys = {
  document: [...adminKeys.all, 'settings'] as const,
};
