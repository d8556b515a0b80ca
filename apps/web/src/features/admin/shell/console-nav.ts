import { adminPaths } from '@charity/shared';
import type { StaffRole } from '@charity/shared';
import { CONSOLE_ROUTES } from '#src/features/admin/shell/console-routes.tsx';

export type ConsoleLink = {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /**
   * Lit on its own path only: the dashboard, whose path `/admin` is above every screen. Every other link stays lit
   * on the pages below it (a content form, a donation, a new newsletter), so the sidebar always says where one is.
   */
  end: boolean;
};

/**
 * The sidebar, in order, with the roles that may use each screen (docs/product/console.md), from the console's routes
 * table. Hiding a link is a courtesy: the server checks the role on every call, and a screen reached by URL shows
 * "no access" on the API's 403.
 */
export const CONSOLE_LINKS: readonly ConsoleLink[] = CONSOLE_ROUTES.flatMap((route) =>
  route.link ? [{ to: route.path, ...route.link, end: route.path === adminPaths.dashboard }] : [],
);

export const linksFor = (role: StaffRole): ConsoleLink[] =>
  CONSOLE_LINKS.filter((link) => link.roles.includes(role));

/** The link whose screen `path` is: its own path or one below it (e.g. a content form); none for an unknown page. */
export const currentLink = (links: readonly ConsoleLink[], path: string): ConsoleLink | undefined =>
  links.find((link) => link.to === path) ?? links.find((link) => !link.end && path.startsWith(`${link.to}/`));

/** Whether `role` may open the screen at `path`: the link's own path or one below it (e.g. a content form). */
export const mayOpen = (role: StaffRole, path: string): boolean => {
  const link = currentLink(CONSOLE_LINKS, path);
  return !link || link.roles.includes(role);
};
