import { CATEGORIES, type Category } from './constants.ts';
import type { ContentResource } from './admin-content.ts';
import { DEFAULT_LOCALE, isLocalisablePath, splitLocalePath } from './locales.ts';

/**
 * The public route map (docs/product/content-and-pages.md, events.md). The web router, the header and footer, and the server's
 * sitemap and link previews all read paths from here, so no URL string is typed twice.
 */

export const EVENT_LISTS = ['past-events', 'upcoming-events', 'recurring-events'] as const;
export type EventList = (typeof EVENT_LISTS)[number];

/** The event status each list shows by default (docs/product/events.md: 1 past, 2 recurring, 0 upcoming). */
export const EVENT_LIST_STATUS: Record<EventList, 0 | 1 | 2> = {
  'past-events': 1,
  'upcoming-events': 0,
  'recurring-events': 2,
};

export const EVENT_LIST_LABELS: Record<EventList, string> = {
  'past-events': 'Past Events',
  'upcoming-events': 'Upcoming Events',
  'recurring-events': 'Recurring Events',
};

export const paths = {
  home: '/',
  about: '/about',
  saiMayeeTrust: '/about/sai-mayee-trust',
  saiMeruMathiTrust: '/about/sai-meru-mathi-trust',
  leadershipTeam: '/leadership-team',
  media: '/media',
  testimonial: '/testimonial',
  galleryImages: '/gallery/images',
  galleryVideos: '/gallery/videos',
  volunteer: '/volunteer',
  faq: '/faq',
  faqDemo: '/faq-demo',
  contact: '/contact',
  army2024: '/army2024',
  scy2025: '/scy2025',
  termsCondition: '/terms-condition',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/donation-refund-policy',
  disclaimer: '/disclaimer',
  findUs: '/find-us',
  literature: '/literature',
  crossword: '/crossword',
  donation: '/donation',
  /**
   * After a successful payment (ADR 33), with `?token=`: signed, so never guessable; noindex and never
   * rendered or kept by the server (isTokenPage below).
   */
  donationThankYou: '/donation/thank-you',
  eHundi: '/e-hundi',
  /**
   * The running appeals and one campaign's page (docs/product/giving.md "Campaigns, the donor wall and
   * dedications"): its slug is its address.
   */
  campaigns: '/campaigns',
  campaign: (slug: string) => `/campaigns/${encodeURIComponent(slug)}`,
  payment: '/payment',
  /**
   * Beyond docs/product/content-and-pages.md: the double opt-in confirmation and the unsubscribe page, both with
   * `?token=` (docs/product/forms-and-subscriptions.md).
   */
  subscriptionConfirm: '/subscription/confirm',
  subscriptionUnsubscribe: '/subscription/unsubscribe',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: (id: string) => `/auth/reset-password/${encodeURIComponent(id)}`,
  verifyUser: (id: string) => `/auth/verify-user/${encodeURIComponent(id)}`,
  eventList: (category: Category, list: EventList) => `/${category}/${list}`,
  eventDetail: (category: Category, list: EventList, id: number) => `/${category}/${list}/${id}`,
  /** iCalendar feeds (docs/product/events.md): files, not pages, so neither in the sitemap nor server-rendered. */
  eventsCalendar: (category: Category) => `/${category}/events.ics`,
  eventCalendar: (category: Category, id: number) => `/${category}/events/${id}.ics`,
} as const;

/**
 * The trust console (docs/product/console.md): browser-rendered, noindex. Not in `paths`, whose strings are the public pages
 * (each has page meta and a sitemap entry), and apart so the public first load, which carries `paths`, carries
 * only this one string of the console: the router mounts the console under it.
 */
export const ADMIN_PATH = '/admin';

/**
 * The preview of a saved record as its public page will show it (docs/product/console.md "Preview"): opened from
 * the console in a new tab, its signed `?token=` is the permission. Server-rendered, never kept, never indexed.
 */
export const PREVIEW_PATH = '/preview';
/**
 * The types with a preview page (content-preview.ts): an event its own page, a fixed page its route, a FAQ
 * question the FAQ page (with that question among the published ones). The others appear inside lists, carousels
 * and pop-ups, where the console's table already shows them. Here, not with the rest of the previews' shapes, so
 * the first load's path check does not carry those.
 */
export const PREVIEW_RESOURCES = ['events', 'pages', 'faqs'] as const satisfies readonly ContentResource[];
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];
export const previewPaths = {
  record: (resource: PreviewResource, id: number, token: string) =>
    `${PREVIEW_PATH}/${resource}/${id}?token=${encodeURIComponent(token)}`,
} as const;
const previewPath = /* @__PURE__ */ (() =>
  new RegExp(`^${PREVIEW_PATH}/(${PREVIEW_RESOURCES.join('|')})/[^/]+$`))();

/** Whether a pathname is a preview page: rendered for the one request, `noindex`, never cached. */
export const isPreviewPage = (pathname: string): boolean => previewPath.test(pathname.replace(/\/+$/, ''));

// Marked pure, in functions of their own: the browser's bundle never asks isKnownPath, and would otherwise keep
// building these (and their arguments) on every first load.
const staticPaths = /* @__PURE__ */ (() =>
  new Set<string>(Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : []))))();
const eventPath = /* @__PURE__ */ (() =>
  new RegExp(`^/(${CATEGORIES.join('|')})/(${EVENT_LISTS.join('|')})(/[^/]+)?$`))();
const authIdPath = /^\/auth\/(reset-password|verify-user)\/[^/]+$/;
/** A campaign's page: its slug's shape is checked by the page, which says "Campaign not found" otherwise. */
const campaignPath = /^\/campaigns\/[^/]+$/;
const eventDetailPath = /* @__PURE__ */ (() =>
  new RegExp(`^/(${CATEGORIES.join('|')})/(${EVENT_LISTS.join('|')})/[^/]+$`))();

/**
 * Whether a page (a path without the language prefix) shows one record the trusts write: an event's page. Its text
 * is content, in another language only once translated (docs/decisions/0067); a campaign's page likewise.
 */
export const isRecordPage = (path: string): boolean => {
  const trimmed = path.replace(/\/+$/, '');
  // A campaign's story is the trusts' words too, English until translated.
  return eventDetailPath.test(trimmed) || campaignPath.test(trimmed);
};
/** Every console path is a page to the server: the console itself says what a path holds. */
const adminPath = /^\/admin(\/|$)/;

/**
 * Pages whose URL carries a secret (a signed token): the server never renders nor keeps them (the page cache keys
 * by URL), sends them `noindex`, and the sitemap leaves them out.
 */
export const isTokenPage = (pathname: string): boolean =>
  splitLocalePath(pathname.replace(/\/+$/, '')).path === paths.donationThankYou;

/**
 * Whether a pathname is one of the site's pages (docs/product/content-and-pages.md). The server answers other paths with
 * the app shell and a 404 status, so search engines do not index "Page not found" as a page. Ids are not
 * checked here. A Kannada page is its English path under `/kn` (docs/decisions/0067).
 */
export function isKnownPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Every public page is also under each other language's prefix; the console is English only (/kn/admin is a 404).
  const { locale, path } = splitLocalePath(trimmed);
  if (locale !== DEFAULT_LOCALE && !isLocalisablePath(path)) return false;
  return (
    staticPaths.has(path) ||
    eventPath.test(path) ||
    authIdPath.test(path) ||
    campaignPath.test(path) ||
    adminPath.test(path) ||
    previewPath.test(path)
  );
}
