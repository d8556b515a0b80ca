import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_PATH, adminPaths, type StaffRole } from '@charity/shared';
import { AuditPage } from '#src/features/admin/audit/components/audit-page.tsx';
import {
  CampaignPage,
  CampaignsPage,
  NewCampaignPage,
} from '#src/features/admin/campaigns/components/campaigns-page.tsx';
import { ContentScreen } from '#src/features/admin/content/components/content-screen.tsx';
import { MediaLibraryPage } from '#src/features/admin/uploads/components/media-library-page.tsx';
import { DashboardPage } from '#src/features/admin/dashboard/components/dashboard-page.tsx';
import { DonationPage } from '#src/features/admin/finance/components/donation-page.tsx';
import { DonationsPage } from '#src/features/admin/finance/components/donations-page.tsx';
import { DonorPage } from '#src/features/admin/finance/components/donor-page.tsx';
import { DonorsPage } from '#src/features/admin/finance/components/donors-page.tsx';
import { EhundiPage } from '#src/features/admin/finance/components/ehundi-page.tsx';
import { ExportsPage } from '#src/features/admin/finance/components/exports-page.tsx';
import { Form10bePage } from '#src/features/admin/form-10be/components/form-10be-page.tsx';
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
  | 'shell'
  | 'dashboard'
  | 'content'
  | 'campaigns'
  | 'finance'
  | 'inboxes'
  | 'newsletters'
  | 'staff'
  | 'settings'
  | 'audit';

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

/**
 * Who may use each area's screens (docs/product/console.md, "Staff and roles"): the sidebar shows their links to
 * these roles only. The shell's pages are for someone not signed in yet, so they have no link.
 */
const AREA_ROLES: Record<Exclude<ConsoleArea, 'shell'>, readonly StaffRole[]> = {
  dashboard: ['admin', 'editor', 'finance', 'coordinator'],
  content: ['admin', 'editor'],
  // Editors own campaign pages; finance may read them (docs/product/giving.md "Campaigns, the donor wall and dedications").
  campaigns: ['admin', 'editor', 'finance'],
  finance: ['admin', 'finance'],
  inboxes: ['admin', 'coordinator'],
  newsletters: ['admin', 'coordinator'],
  staff: ['admin'],
  settings: ['admin'],
  audit: ['admin'],
};

/** What a route draws: everything of a ConsoleRoute but where it is and its link. */
type RoutePages = Omit<ConsoleRoute, 'area' | 'path' | 'link' | 'oldIdQuery' | 'signedOut'>;

/** The newsletters, one newsletter's page and the one to write a new one (adminPaths.newsletterNew). */
const NEWSLETTER_PAGES: RoutePages = {
  Screen: NewslettersPage,
  Record: NewsletterPage,
  pages: { new: NewNewsletterPage },
};

/** A page for someone not signed in yet (sign-in, an invitation): no link, drawn without the signed-in layout. */
const signedOut = (path: string, pages: RoutePages): ConsoleRoute => ({
  area: 'shell',
  path,
  signedOut: true,
  ...pages,
});

/**
 * A screen with its sidebar link, `label`, shown to the roles of its area. The inboxes' records opened at `?id=`
 * before docs/decisions/0046, so their old addresses are still read (oldIdQuery).
 */
const linked = (
  area: keyof typeof AREA_ROLES,
  path: string,
  label: string,
  pages: RoutePages,
): ConsoleRoute => ({
  area,
  path,
  link: { label, roles: AREA_ROLES[area] },
  ...(area === 'inboxes' ? { oldIdQuery: true } : {}),
  ...pages,
});

/**
 * Every console page, in the sidebar's order, one line of data each. The screens are imported, not lazy: the whole
 * console is ONE lazy chunk of the app's router (app/routes/admin/console.tsx, the only module that reads this
 * table), so that it adds nothing to the public site's first load (`npm run size`, ADR 39).
 */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  signedOut(adminPaths.signIn, { Screen: SignInPage }),
  signedOut(adminPaths.invitation('').replace(/\/$/, ''), { Token: InvitationPage }),
  linked('dashboard', adminPaths.dashboard, 'Dashboard', { Screen: DashboardPage }),
  linked('content', adminPaths.content, 'Content', { Nested: ContentScreen }),
  linked('content', adminPaths.uploads, 'Media library', { Screen: MediaLibraryPage }),
  linked('campaigns', adminPaths.campaigns, 'Campaigns', {
    Screen: CampaignsPage,
    Record: CampaignPage,
    pages: { new: NewCampaignPage },
  }),
  linked('finance', adminPaths.donations, 'Donations', { Screen: DonationsPage, Record: DonationPage }),
  linked('finance', adminPaths.donors, 'Donors', { Screen: DonorsPage, Record: DonorPage }),
  linked('finance', adminPaths.ehundi, 'E-hundi', { Screen: EhundiPage }),
  linked('finance', adminPaths.offlineGift, 'Offline gift', { Screen: OfflineGiftPage }),
  linked('finance', adminPaths.exports, 'Exports', { Screen: ExportsPage }),
  linked('finance', adminPaths.form10be, 'Form 10BE', { Screen: Form10bePage }),
  linked('inboxes', adminPaths.messages, 'Messages', { Screen: MessagesPage, Record: MessagePage }),
  linked('inboxes', adminPaths.volunteers, 'Volunteers', { Screen: VolunteersPage, Record: VolunteerPage }),
  linked('inboxes', adminPaths.subscribers, 'Subscribers', { Screen: SubscribersPage }),
  linked('newsletters', adminPaths.newsletters, 'Newsletters', NEWSLETTER_PAGES),
  linked('staff', adminPaths.staff, 'Staff', { Screen: StaffPage }),
  // Every member's own account: no sidebar link (the shell links it beside Sign out), no role to check.
  { area: 'staff', path: adminPaths.account, Screen: AccountPage },
  linked('settings', adminPaths.settings, 'Trust settings', { Screen: SettingsPage }),
  linked('audit', adminPaths.audit, 'Audit log', { Screen: AuditPage }),
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
