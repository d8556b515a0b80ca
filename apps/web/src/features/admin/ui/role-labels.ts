import type { StaffRole } from '@charity/shared';

/** What the console shows for each role (the API speaks in role ids). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  finance: 'Finance',
  coordinator: 'Coordinator',
};
