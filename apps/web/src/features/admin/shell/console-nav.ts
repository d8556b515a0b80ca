import { adminPaths } from '@charity/shared';
import type { StaffRole } from '@charity/shared';
import { CONSOLE_ROUTES } from '#src/features/admin/shell/console-routes.tsx';

export type ConsoleLink = {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /**
   * Lit on its own path only. The inboxes' links stay lit on their records (`/admin/messages/4`), as they were when
   * a record opened inside the list at `?id=` (docs/decisions/0046 kept the console's behaviour as it was).
   */
  end: boolean;
};

/**
 * The sidebar, in order, with the roles that may use each screen (docs/product/console.md), from the console's routes
 * table. Hiding a link is a courtesy: the server checks the role on every call, and a screen reached by URL shows
 * "no access" on the API's 403.
 */
export const CONSOLE_LINKS: readonly ConsoleLink[] = CONSOLE_ROUTES.flatMap((route) =>
  route.link ? [{ to: route.path, ...route.link, end: !route.oldIdQuery }] : [],
);

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
