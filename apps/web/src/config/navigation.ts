import {
  CATEGORIES,
  CATEGORY_LABELS,
  EVENT_LIST_LABELS,
  EVENT_LISTS,
  paths,
  SITE,
  type Category,
} from '@charity/shared';
import { env } from '#src/config/env.ts';

/**
 * What the header and the mobile menu link to (docs/product/content-and-pages.md "Layout"); the footer's own
 * links are in config/footer-links.ts, out of the first load.
 */

export type NavLinkItem = { label: string; to: string };
export type NavGroup = { label: string; items: NavLinkItem[] };
type HeaderNavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

const eventGroup = (category: Category): NavGroup => ({
  label: CATEGORY_LABELS[category],
  items: EVENT_LISTS.map((list) => ({ label: EVENT_LIST_LABELS[list], to: paths.eventList(category, list) })),
});

const EVENT_GROUPS: NavGroup[] = CATEGORIES.map(eventGroup);

/** Literature and the crosswords: what the trusts publish to read (and solve), beside the press coverage of Media. */
const PUBLICATIONS_GROUP: NavGroup = {
  label: 'Publications',
  items: [
    { label: 'Literature', to: paths.literature },
    { label: 'Crossword', to: paths.crossword },
  ],
};

const GALLERY_GROUP: NavGroup = {
  label: 'Gallery',
  items: [
    { label: 'Images', to: paths.galleryImages },
    { label: 'Videos', to: paths.galleryVideos },
  ],
};

/** The header menu in display order; groups become drop-down menus on desktop and lists in the mobile menu. */
export const HEADER_NAV: HeaderNavEntry[] = [
  { kind: 'link', label: 'Introduction', to: paths.about },
  { kind: 'link', label: 'Leadership Team', to: paths.leadershipTeam },
  { kind: 'link', label: 'Media', to: paths.media },
  { kind: 'group', ...PUBLICATIONS_GROUP },
  { kind: 'link', label: 'Testimonial', to: paths.testimonial },
  { kind: 'group', ...GALLERY_GROUP },
  { kind: 'link', label: 'Volunteer', to: paths.volunteer },
  ...EVENT_GROUPS.map((group): HeaderNavEntry => ({ kind: 'group', ...group })),
  { kind: 'link', label: 'FAQ', to: paths.faq },
];

export const CONTACT_CTA: NavLinkItem = { label: 'Contact Us', to: paths.contact };
export const DONATE_CTA: NavLinkItem = { label: 'Donate', to: paths.donation };
export const EHUNDI_LINK: NavLinkItem = { label: 'E-Hundi', to: paths.eHundi };

/** Whether `pathname` is `to` or a page under it (an event under its list): that link's section is the current one. */
export const isInSection = (pathname: string, to: string): boolean =>
  pathname === to || pathname.startsWith(`${to}/`);

/** Whether the current page is one of a group's (or under one): the group's menu button is then marked current. */
export const groupIsCurrent = (group: NavGroup, pathname: string): boolean =>
  group.items.some((item) => isInSection(pathname, item.to));
export const BLOG_LINK = { label: SITE.blogLabel, href: env.blogUrl } as const;
