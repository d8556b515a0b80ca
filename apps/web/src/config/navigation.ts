import { CATEGORIES, EVENT_LISTS, paths, type Category, type EventList } from '@charity/shared';
import { env } from '#src/config/env.ts';
import type { Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * What the header and the mobile menu link to (docs/product/content-and-pages.md "Layout"); the footer's own
 * links are in config/footer-links.ts, out of the first load. Labels are the catalogue's messages, shown in the
 * page's language (`useT`, lib/i18n.ts); `to` is the English path, which the router puts under the page's
 * language prefix.
 */

export type NavLinkItem = { label: Message; to: string };
export type NavGroup = { id: string; label: Message; items: NavLinkItem[] };
type HeaderNavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroup);

export const CATEGORY_MESSAGES: Record<Category, Message> = {
  'madhava-seva': m['nav.madhavaSeva'],
  'manava-seva': m['nav.manavaSeva'],
};

export const EVENT_LIST_MESSAGES: Record<EventList, Message> = {
  'past-events': m['nav.pastEvents'],
  'upcoming-events': m['nav.upcomingEvents'],
  'recurring-events': m['nav.recurringEvents'],
};

const eventGroup = (category: Category): NavGroup => ({
  id: category,
  label: CATEGORY_MESSAGES[category],
  items: EVENT_LISTS.map((list) => ({
    label: EVENT_LIST_MESSAGES[list],
    to: paths.eventList(category, list),
  })),
});

const EVENT_GROUPS: NavGroup[] = CATEGORIES.map(eventGroup);

/** Literature and the crosswords: what the trusts publish to read (and solve), beside the press coverage of Media. */
const PUBLICATIONS_GROUP: NavGroup = {
  id: 'publications',
  label: m['nav.publications'],
  items: [
    { label: m['nav.literature'], to: paths.literature },
    { label: m['nav.crossword'], to: paths.crossword },
  ],
};

const GALLERY_GROUP: NavGroup = {
  id: 'gallery',
  label: m['nav.gallery'],
  items: [
    { label: m['nav.images'], to: paths.galleryImages },
    { label: m['nav.videos'], to: paths.galleryVideos },
  ],
};

/** The header menu in display order; groups become drop-down menus on desktop and lists in the mobile menu. */
export const HEADER_NAV: HeaderNavEntry[] = [
  { kind: 'link', label: m['nav.introduction'], to: paths.about },
  { kind: 'link', label: m['nav.leadershipTeam'], to: paths.leadershipTeam },
  { kind: 'link', label: m['nav.media'], to: paths.media },
  { kind: 'group', ...PUBLICATIONS_GROUP },
  { kind: 'link', label: m['nav.testimonial'], to: paths.testimonial },
  { kind: 'group', ...GALLERY_GROUP },
  { kind: 'link', label: m['nav.volunteer'], to: paths.volunteer },
  ...EVENT_GROUPS.map((group): HeaderNavEntry => ({ kind: 'group', ...group })),
  { kind: 'link', label: m['nav.faq'], to: paths.faq },
];

export const CONTACT_CTA: NavLinkItem = { label: m['nav.contact'], to: paths.contact };
export const DONATE_CTA: NavLinkItem = { label: m['nav.donate'], to: paths.donation };
export const EHUNDI_LINK: NavLinkItem = { label: m['nav.eHundi'], to: paths.eHundi };
/** Beside the giving links (docs/product/giving.md "Campaigns, the donor wall and dedications"). */
export const CAMPAIGNS_LINK: NavLinkItem = { label: m['campaigns.navLabel'], to: paths.campaigns };

/** Whether `pathname` is `to` or a page under it (an event under its list): that link's section is the current one. */
export const isInSection = (pathname: string, to: string): boolean =>
  pathname === to || pathname.startsWith(`${to}/`);

/** Whether the current page is one of a group's (or under one): the group's menu button is then marked current. */
export const groupIsCurrent = (group: NavGroup, pathname: string): boolean =>
  group.items.some((item) => isInSection(pathname, item.to));
export const BLOG_LINK = { label: m['nav.blogs'], href: env.blogUrl } as const;
