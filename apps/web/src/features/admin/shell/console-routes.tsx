import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_PATH, adminPaths, type StaffRole } from '@charity/shared';
import { AuditPage } from '#src/features/admin/audit/components/audit-page.tsx';
import { ContentScreen } from '#src/features/admin/content/components/content-screen.tsx';
import { MediaLibraryPage } from '#src/features/admin/uploads/components/media-library-page.tsx';
import { DashboardPage } from '#src/features/admin/dashboard/components/dashboard-page.tsx';
import { DonationPage } from '#src/features/admin/finance/components/donation-page.tsx';
import { DonationsPage } from '#src/features/admin/finance/components/donations-page.tsx';
import { EhundiPage } from '#src/features/admin/finance/components/ehundi-page.tsx';
import { ExportsPage } from '#src/features/admin/finance/components/exports-page.tsx';
import { OfflineGiftPage } from '#src/features/admin/finance/components/offline-gift-page.tsx';
import { MessagePage, MessagesPage } from '#src/features/admin/inboxes/components/messages-page.tsx';
import { SubscribersPage } from '#src/features/admin/inboxes/components/subscribers-page.tsx';
import { VolunteerPage, VolunteersPage } from '#src/features/admin/inboxes/components/volunteers-page.tsx';
import {
  NewNewsletterPage,
  NewsletterPage,
  NewslettersPage,
} from '#src/features/admin/newsletters/components/newsletters-page.tsx';
import { SettingsPage } from '#src/features/admin/settings/components/settings-page.tsx';
import { InvitationPage } from '#src/features/admin/shell/components/invitation-page.tsx';
import { NotFoundPage } from '#src/features/admin/shell/components/not-found-page.tsx';
import { SignInPage } from '#src/features/admin/shell/components/sign-in-page.tsx';
import { StaffPage } from '#src/features/admin/staff/components/staff-page.tsx';
import { AccountPage } from '#src/features/admin/staff/components/account-page.tsx';

/** The console's areas, named as on the server (apps/server/src/features/<area>/, docs/decisions/0046), plus its shell. */
export type ConsoleArea =
  'shell' | 'dashboard' | 'content' | 'finance' | 'inboxes' | 'newsletters' | 'staff' | 'settings' | 'audit';

/** One screen of the console and the pages below it. */
export type ConsoleRoute = {
  area: ConsoleArea;
  /** The screen's own path (adminPaths): `/admin` or `/admin/{segment}`. */
  path: string;
  /**
   * The sidebar link, with the roles that may use the screen and the pages below it (docs/product/console.md,
   * "Staff and roles"). None for the pages of someone not signed in yet.
   */
  link?: { label: string; roles: readonly StaffRole[] };
  /** The page at `path` itself. */
  Screen?: ComponentType;
  /** Fixed pages below it, `path/{name}` (a new newsletter's `new`). */
  pages?: Readonly<Record<string, ComponentType>>;
  /** The page of one record, `path/{id}`: the one style of record URL (`/admin/donations/12`, `/admin/messages/4`). */
  Record?: ComponentType<{ id: number }>;
  /** A screen that routes below itself and is given the rest of the path (content: `/{resource}`, `/new`, `/{id}`). */
  Nested?: ComponentType<{ rest: string }>;
  /** A page of one opaque segment, `path/{token}` (an invitation's link). */
  Token?: ComponentType<{ token: string }>;
  /** Drawn without the signed-in layout: sign-in and the invitation, for someone without a session. */
  signedOut?: true;
  /**
   * Before docs/decisions/0046 this screen opened its records at `?id={id}`; such a URL (bookmarked, or in an old mail) is
   * replaced by the record's own, `path/{id}`, keeping the list's other parameters for the way back.
   */
  oldIdQuery?: true;
};

const ALL_ROLES = ['admin', 'editor', 'finance', 'coordinator'] as const;

/**
 * Every console page, in the sidebar's order. The screens are imported, not lazy: the whole console is ONE lazy
 * chunk of the app's router (app/routes/admin/console.tsx, the only module that reads this table), so that it
 * adds nothing to the public site's first load (`npm run size`, ADR 39).
 */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { area: 'shell', path: adminPaths.signIn, Screen: SignInPage, signedOut: true },
  {
    area: 'shell',
    path: adminPaths.invitation('').replace(/\/$/, ''),
    Token: InvitationPage,
    signedOut: true,
  },
  {
    area: 'dashboard',
    path: adminPaths.dashboard,
    link: { label: 'Dashboard', roles: ALL_ROLES },
    Screen: DashboardPage,
  },
  {
    area: 'content',
    path: adminPaths.content,
    link: { label: 'Content', roles: ['admin', 'editor'] },
    Nested: ContentScreen,
  },
  {
    area: 'content',
    path: adminPaths.uploads,
    link: { label: 'Media library', roles: ['admin', 'editor'] },
    Screen: MediaLibraryPage,
  },
  {
    area: 'finance',
    path: adminPaths.donations,
    link: { label: 'Donations', roles: ['admin', 'finance'] },
    Screen: DonationsPage,
    Record: DonationPage,
  },
  {
    area: 'finance',
    path: adminPaths.ehundi,
    link: { label: 'E-hundi', roles: ['admin', 'finance'] },
    Screen: EhundiPage,
  },
  {
    area: 'finance',
    path: adminPaths.offlineGift,
    link: { label: 'Offline gift', roles: ['admin', 'finance'] },
    Screen: OfflineGiftPage,
  },
  {
    area: 'finance',
    path: adminPaths.exports,
    link: { label: 'Exports', roles: ['admin', 'finance'] },
    Screen: ExportsPage,
  },
  {
    area: 'inboxes',
    path: adminPaths.messages,
    link: { label: 'Messages', roles: ['admin', 'coordinator'] },
    Screen: MessagesPage,
    Record: MessagePage,
    oldIdQuery: true,
  },
  {
    area: 'inboxes',
    path: adminPaths.volunteers,
    link: { label: 'Volunteers', roles: ['admin', 'coordinator'] },
    Screen: VolunteersPage,
    Record: VolunteerPage,
    oldIdQuery: true,
  },
  {
    area: 'inboxes',
    path: adminPaths.subscribers,
    link: { label: 'Subscribers', roles: ['admin', 'coordinator'] },
    Screen: SubscribersPage,
  },
  {
    area: 'newsletters',
    path: adminPaths.newsletters,
    link: { label: 'Newsletters', roles: ['admin', 'coordinator'] },
    Screen: NewslettersPage,
    pages: { new: NewNewsletterPage }, // adminPaths.newsletterNew
    Record: NewsletterPage,
  },
  { area: 'staff', path: adminPaths.staff, link: { label: 'Staff', roles: ['admin'] }, Screen: StaffPage },
  // Every member's own account: no sidebar link (the shell links it beside Sign out), no role to check.
  { area: 'staff', path: adminPaths.account, Screen: AccountPage },
  {
    area: 'settings',
    path: adminPaths.settings,
    link: { label: 'Trust settings', roles: ['admin'] },
    Screen: SettingsPage,
  },
  {
    area: 'audit',
    path: adminPaths.audit,
    link: { label: 'Audit log', roles: ['admin'] },
    Screen: AuditPage,
  },
];

/** A route's segment below `/admin` (`''` for the dashboard, `staff`, `invitation`). */
const segmentOf = (path: string) => path.slice(ADMIN_PATH.length + 1);

const BY_SEGMENT = new Map(CONSOLE_ROUTES.map((route) => [segmentOf(route.path), route]));

/** A record id in a path: what the API's ids can be (a positive integer, at most 10 digits). */
const RECORD_ID = /^[1-9]\d{0,9}$/;

/** The id of an old `?id=` URL, read as the inbox screens read it before docs/decisions/0046 (`4.5` was record 4). */
const oldRecordId = (search: string): number | undefined => {
  const id = Math.floor(Number(new URLSearchParams(search).get('id')));
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
};

/** What the console draws for a URL, and whether inside the signed-in layout (which asks who is signed in). */
export type ConsolePage = { page: ReactNode; inLayout: boolean };

/**
 * The page of `/admin/{screen}/{rest}?{search}`, from the table. A path the table does not know is the console's
 * "no such page", inside the layout (so only staff learn what the console holds).
 */
export function consolePageFor(screen: string | undefined, rest: string, search: string): ConsolePage {
  const notFound: ConsolePage = { page: <NotFoundPage />, inLayout: true };
  const route = BY_SEGMENT.get(screen ?? '');
  if (!route) return notFound;
  const page = (node: ReactNode): ConsolePage => ({ page: node, inLayout: !route.signedOut });

  if (route.Nested) return page(<route.Nested rest={rest} />);
  if (!rest) {
    const oldId = route.oldIdQuery && route.Record ? oldRecordId(search) : undefined;
    if (oldId !== undefined) {
      const kept = new URLSearchParams(search);
      kept.delete('id');
      // Outside the layout: the address is put right before anything is fetched.
      const to = { pathname: `${route.path}/${oldId}`, search: kept.toString() };
      return { page: <Navigate replace to={to} />, inLayout: false };
    }
    return route.Screen ? page(<route.Screen />) : notFound;
  }
  const Fixed = route.pages && Object.hasOwn(route.pages, rest) ? route.pages[rest] : undefined;
  if (Fixed) return page(<Fixed />);
  if (route.Record && RECORD_ID.test(rest)) return page(<route.Record id={Number(rest)} />);
  if (route.Token && !rest.includes('/')) return page(<route.Token token={rest} />);
  return notFound;
}
