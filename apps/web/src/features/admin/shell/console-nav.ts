import { adminPaths } from '@charity/shared';
import type { StaffRole } from '@charity/shared';

export type ConsoleLink = { to: string; label: string; roles: readonly StaffRole[] };

const ALL_ROLES = ['admin', 'editor', 'finance', 'coordinator'] as const;

/**
 * The sidebar, in order, with the roles that may use each screen (docs/product/console.md). Hiding a link is a courtesy: the
 * server checks the role on every call, and a screen reached by URL shows "no access" on the API's 403.
 */
export const CONSOLE_LINKS: readonly ConsoleLink[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', roles: ALL_ROLES },
  { to: adminPaths.content, label: 'Content', roles: ['admin', 'editor'] },
  { to: adminPaths.uploads, label: 'Uploads', roles: ['admin', 'editor'] },
  { to: adminPaths.donations, label: 'Donations', roles: ['admin', 'finance'] },
  { to: adminPaths.ehundi, label: 'E-hundi', roles: ['admin', 'finance'] },
  { to: adminPaths.offlineGift, label: 'Offline gift', roles: ['admin', 'finance'] },
  { to: adminPaths.exports, label: 'Exports', roles: ['admin', 'finance'] },
  { to: adminPaths.messages, label: 'Messages', roles: ['admin', 'coordinator'] },
  { to: adminPaths.volunteers, label: 'Volunteers', roles: ['admin', 'coordinator'] },
  { to: adminPaths.subscribers, label: 'Subscribers', roles: ['admin', 'coordinator'] },
  { to: adminPaths.newsletters, label: 'Newsletters', roles: ['admin', 'coordinator'] },
  { to: adminPaths.staff, label: 'Staff', roles: ['admin'] },
  { to: adminPaths.settings, label: 'Trust settings', roles: ['admin'] },
  { to: adminPaths.audit, label: 'Audit log', roles: ['admin'] },
];

export const linksFor = (role: StaffRole): ConsoleLink[] =>
  CONSOLE_LINKS.filter((link) => link.roles.includes(role));

/** Whether `role` may open the screen at `path`: the link's own path or one below it (e.g. a content form). */
export const mayOpen = (role: StaffRole, path: string): boolean => {
  const link =
    CONSOLE_LINKS.find((candidate) => candidate.to === path) ??
    CONSOLE_LINKS.find(
      (candidate) => candidate.to !== adminPaths.dashboard && path.startsWith(`${candidate.to}/`),
    );
  return !link || link.roles.includes(role);
};
