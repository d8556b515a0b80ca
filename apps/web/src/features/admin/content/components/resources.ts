import {
  BANNER_WIDTHS,
  CATEGORIES,
  CATEGORY_LABELS,
  EVENT_LIST_STATUS,
  EVENT_LISTS,
  FAQ_SECTIONS,
  formatDateTimeInIndia,
  IMAGE_WIDTHS,
  LEADER_TEAMS,
  PAGE_PATHS,
  PAGES_WITH_PICTURE,
  paths,
  TRUSTS,
  type AdminContentItem,
  type ContentResource,
  type FaqSection,
  type PageSlug,
  type RenditionWidths,
} from '@charity/shared';

/*
 * What the console shows for each content resource: its names, its table's columns, its form's fields, its
 * filters, and where it can be seen on the site. The rules of each field live in the shared schemas
 * (packages/shared/src/admin-content.ts); this is only the wording and the kind of control.
 */

type Option = { value: string; label: string };

export type FieldSpec =
  | {
      kind: 'text' | 'textarea' | 'video' | 'url';
      name: string;
      label: string;
      hint?: string;
      nullable?: boolean;
    }
  | { kind: 'number'; name: string; label: string; hint?: string; nullable?: boolean }
  | { kind: 'select'; name: string; label: string; options: Option[]; numeric?: boolean }
  | { kind: 'checkbox'; name: string; label: string; hint?: string }
  | { kind: 'date'; name: string; label: string }
  | { kind: 'richtext'; name: string; label: string; hint?: string }
  /**
   * `image` and `image_small`, filled from one upload; `optional` lets both be empty (stored as null), and `empty`
   * says what the site shows then.
   */
  | {
      kind: 'picture';
      widths: RenditionWidths;
      optional?: boolean;
      empty?: string;
      /** Whether the record's page shows a picture at all (a new record: undefined); without it, always. */
      shownFor?: (item: Record<string, unknown> | undefined) => boolean;
    }
  /** A PDF upload or a shop address. */
  | { kind: 'file'; name: string; label: string }
  /** Media: an uploaded image (which makes the item an image) or a YouTube link. */
  | { kind: 'media'; name: string; label: string; hint?: string; width: number };

export type ColumnSpec = { key: string; header: string; format?: (value: unknown) => string };
export type FilterSpec = { name: string; label: string; options: Option[] };

export type ResourceUi = {
  plural: string;
  singular: string;
  /** The column that names a record in the table, links and dialogs. */
  titleKey: string;
  columns: ColumnSpec[];
  fields: FieldSpec[];
  filters: FilterSpec[];
  /** A small picture column (from `image_small`), for records that are mostly a picture. */
  thumbnail?: boolean;
  /** Where the record shows on the public site. */
  sitePath: (item: AdminContentItem) => string;
};

const categoryOptions: Option[] = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const STATUS_LABELS = ['Upcoming', 'Past', 'Recurring'] as const;
const statusOptions: Option[] = STATUS_LABELS.map((label, value) => ({ value: String(value), label }));
const categoryColumn: ColumnSpec = {
  key: 'category',
  header: 'Seva',
  format: (v) => CATEGORY_LABELS[v as (typeof CATEGORIES)[number]] ?? String(v),
};
const categoryFilter: FilterSpec = { name: 'category', label: 'Seva', options: categoryOptions };
const common: FieldSpec[] = [
  { kind: 'number', name: 'sort_order', label: 'Order', hint: 'Higher numbers come first in curated lists.' },
  { kind: 'checkbox', name: 'published', label: 'Published (shown on the site)' },
];
const picture = (widths: RenditionWidths = IMAGE_WIDTHS): FieldSpec => ({ kind: 'picture', widths });
const title: FieldSpec = { kind: 'text', name: 'title', label: 'Title' };
export const VIDEO_HINT =
  'A youtube.com/watch, youtu.be or youtube.com/embed link; it is stored as the embed link.';
const video: FieldSpec = { kind: 'video', name: 'video', label: 'YouTube link', hint: VIDEO_HINT };
const TEAM_LABELS: Record<(typeof LEADER_TEAMS)[number], string> = {
  founder: 'Founder',
  mayee: `${TRUSTS[1].name} board`,
  merumathi: `${TRUSTS[2].name} board`,
  coordinator: 'Coordinators',
};
/** The FAQ page's headings (features/faq/components/faq-content.tsx). */
const FAQ_SECTION_LABELS: Record<FaqSection, string> = {
  trusts: 'About the trusts',
  giving: 'Donations & volunteering',
};
const faqSectionOptions: Option[] = FAQ_SECTIONS.map((value) => ({
  value,
  label: FAQ_SECTION_LABELS[value],
}));
const teamOptions: Option[] = LEADER_TEAMS.map((value) => ({ value, label: TEAM_LABELS[value] }));
const eventList = (status: unknown) =>
  EVENT_LISTS.find((list) => EVENT_LIST_STATUS[list] === status) ?? 'upcoming-events';

export const RESOURCE_UI: Record<ContentResource, ResourceUi> = {
  events: {
    plural: 'Events',
    singular: 'event',
    titleKey: 'name',
    columns: [
      categoryColumn,
      { key: 'status', header: 'Status', format: (v) => STATUS_LABELS[v as 0 | 1 | 2] ?? String(v) },
      { key: 'sdate', header: 'Starts', format: (v) => (typeof v === 'string' ? v : '—') },
    ],
    fields: [
      { kind: 'text', name: 'name', label: 'Name' },
      picture(),
      { kind: 'select', name: 'category', label: 'Seva', options: categoryOptions },
      { kind: 'select', name: 'status', label: 'Status', options: statusOptions, numeric: true },
      { kind: 'date', name: 'sdate', label: 'Start date' },
      { kind: 'date', name: 'edate', label: 'End date' },
      // Where the event page shows each block (features/events/components/event-detail-view.tsx): one after
      // another under "About this event", beside the picture; the first also describes the page to search engines
      // and in shared links.
      {
        kind: 'richtext',
        name: 'description1',
        label: 'Introduction',
        hint: 'First under “About this event”, beside the picture. Its opening words (about 160 characters) are what search results and shared links (WhatsApp, Facebook) show.',
      },
      {
        kind: 'richtext',
        name: 'description2',
        label: 'More details',
        hint: 'Under the introduction, in the same column: the programme, what to bring, how to help.',
      },
      {
        kind: 'richtext',
        name: 'description3',
        label: 'Closing note',
        hint: 'Last in the column, before the event’s gallery: thanks, contacts, a call to volunteer.',
      },
      ...common,
    ],
    filters: [categoryFilter, { name: 'status', label: 'Status', options: statusOptions }],
    sitePath: (item) => {
      const event = item as AdminContentItem<'events'>;
      return paths.eventDetail(event.category, eventList(event.listed_status), event.id);
    },
  },
  banners: {
    plural: 'Banners',
    singular: 'banner',
    titleKey: 'quote',
    thumbnail: true,
    columns: [],
    fields: [picture(BANNER_WIDTHS), { kind: 'textarea', name: 'quote', label: 'Quote' }, ...common],
    filters: [],
    sitePath: () => paths.home,
  },
  counters: {
    plural: 'Counters',
    singular: 'counter',
    titleKey: 'title',
    columns: [{ key: 'counter', header: 'Figure', format: (v) => Number(v).toLocaleString('en-IN') }],
    fields: [title, { kind: 'number', name: 'counter', label: 'Figure' }, ...common],
    filters: [],
    sitePath: () => paths.home,
  },
  'gallery-images': {
    plural: 'Gallery images',
    singular: 'gallery image',
    titleKey: 'title',
    columns: [categoryColumn],
    fields: [
      picture(),
      title,
      { kind: 'select', name: 'category', label: 'Seva', options: categoryOptions },
      {
        kind: 'number',
        name: 'event_id',
        label: 'Event id',
        hint: 'Leave empty if it belongs to no event.',
        nullable: true,
      },
      ...common,
    ],
    filters: [categoryFilter],
    sitePath: () => paths.galleryImages,
  },
  'gallery-videos': {
    plural: 'Gallery videos',
    singular: 'gallery video',
    titleKey: 'title',
    columns: [categoryColumn],
    fields: [
      video,
      title,
      { kind: 'select', name: 'category', label: 'Seva', options: categoryOptions },
      {
        kind: 'number',
        name: 'event_id',
        label: 'Event id',
        hint: 'Leave empty if it belongs to no event.',
        nullable: true,
      },
      ...common,
    ],
    filters: [categoryFilter],
    sitePath: () => paths.galleryVideos,
  },
  literature: {
    plural: 'Literature',
    singular: 'book',
    titleKey: 'title',
    columns: [{ key: 'is_pdf', header: 'Kind', format: (v) => (v ? 'PDF' : 'To buy') }],
    fields: [
      title,
      picture(),
      { kind: 'file', name: 'file', label: 'PDF or shop address' },
      {
        kind: 'checkbox',
        name: 'is_pdf',
        label: 'The file is a PDF to read ("View PDF"); otherwise "Buy Now"',
      },
      ...common,
    ],
    filters: [],
    sitePath: () => paths.literature,
  },
  media: {
    plural: 'Media',
    singular: 'media item',
    titleKey: 'title',
    columns: [{ key: 'type', header: 'Kind', format: (v) => (v === 1 ? 'Image' : 'Video') }],
    fields: [
      title,
      {
        kind: 'select',
        name: 'type',
        label: 'Kind',
        numeric: true,
        options: [
          { value: '1', label: 'Image' },
          { value: '2', label: 'Video' },
        ],
      },
      {
        kind: 'media',
        name: 'media',
        label: 'Image address or YouTube link',
        hint: 'For an image, upload it here (or paste its address); for a video, paste a YouTube link.',
        // The media page shows an image at most about 1200 px wide.
        width: 1200,
      },
      ...common,
    ],
    filters: [
      {
        name: 'type',
        label: 'Kind',
        options: [
          { value: '1', label: 'Image' },
          { value: '2', label: 'Video' },
        ],
      },
    ],
    sitePath: () => paths.media,
  },
  crosswords: {
    plural: 'Crosswords',
    singular: 'crossword',
    titleKey: 'title',
    columns: [],
    fields: [picture(), title, ...common],
    filters: [],
    sitePath: () => paths.crossword,
  },
  testimonials: {
    plural: 'Testimonials',
    singular: 'testimonial',
    titleKey: 'author',
    columns: [{ key: 'kind', header: 'Kind', format: (v) => (v === 1 ? 'Words' : 'Video') }],
    fields: [
      {
        kind: 'select',
        name: 'kind',
        label: 'Kind',
        numeric: true,
        options: [
          { value: '1', label: 'Words' },
          { value: '2', label: 'Video' },
        ],
      },
      {
        kind: 'textarea',
        name: 'testimonial',
        label: 'Testimonial',
        hint: 'The words, or for a video testimonial a YouTube link.',
      },
      { kind: 'text', name: 'author', label: 'Author' },
      { kind: 'text', name: 'role', label: 'Role (optional)' },
      ...common,
    ],
    filters: [
      {
        name: 'kind',
        label: 'Kind',
        options: [
          { value: '1', label: 'Words' },
          { value: '2', label: 'Videos' },
        ],
      },
    ],
    sitePath: () => paths.testimonial,
  },
  popups: {
    plural: 'Popups',
    singular: 'popup',
    titleKey: 'title',
    columns: [{ key: 'active', header: 'Active', format: (v) => (v ? 'Yes' : 'No') }],
    fields: [
      picture(),
      title,
      {
        kind: 'url',
        name: 'link',
        label: 'Link (optional)',
        hint: 'A page of this site (/volunteer) or an https:// address.',
        nullable: true,
      },
      { kind: 'checkbox', name: 'active', label: 'Active (the newest active popup opens on the home page)' },
      ...common,
    ],
    filters: [],
    sitePath: () => paths.home,
  },
  'banner-videos': {
    plural: 'Banner videos',
    singular: 'banner video',
    titleKey: 'title',
    columns: [],
    fields: [picture(BANNER_WIDTHS), video, title, ...common],
    filters: [],
    sitePath: () => paths.home,
  },
  leaders: {
    plural: 'Leaders',
    singular: 'leader',
    titleKey: 'name',
    columns: [
      { key: 'role', header: 'Role' },
      {
        key: 'team',
        header: 'On the chart',
        format: (v) => TEAM_LABELS[v as (typeof LEADER_TEAMS)[number]] ?? String(v),
      },
    ],
    fields: [
      { kind: 'text', name: 'name', label: 'Name' },
      { kind: 'text', name: 'role', label: 'Role' },
      { kind: 'textarea', name: 'description', label: 'Description' },
      { kind: 'select', name: 'team', label: 'Place on the organisation chart', options: teamOptions },
      // A portrait is a square crop shown small; without one the page draws the initials.
      {
        kind: 'picture',
        widths: { large: 480, small: 240 },
        optional: true,
        empty: 'No portrait: the Leadership page shows the initials instead.',
      },
      ...common,
    ],
    filters: [{ name: 'team', label: 'On the chart', options: teamOptions }],
    sitePath: () => paths.leadershipTeam,
  },
  // The site's fixed pages (docs/product/content-and-pages.md "Pages as content"): edited, never added or deleted.
  pages: {
    plural: 'Pages',
    singular: 'page',
    titleKey: 'title',
    columns: [
      { key: 'slug', header: 'Address', format: (v) => PAGE_PATHS[v as PageSlug] ?? String(v) },
      {
        key: 'updated_at',
        header: 'Last saved',
        format: (v) => (typeof v === 'string' ? formatDateTimeInIndia(v) : '—'),
      },
    ],
    fields: [
      {
        kind: 'text',
        name: 'title',
        label: 'Title',
        hint: 'The heading at the top of the page and the browser tab’s title.',
      },
      {
        kind: 'textarea',
        name: 'meta_description',
        label: 'Description',
        hint: 'The line under the heading, and what search results and shared links show (about 160 characters).',
      },
      {
        kind: 'richtext',
        name: 'body',
        label: 'Text',
        hint: 'Headings divide the text. Legal pages: each starts a section of the “On this page” list. About: the first is the vision (a quote under it is the motto, the line after the quote its meaning), the next starts the story. Trust pages: a heading after the introduction starts the objectives, whose list shows as cards. FAQ: the two headings title its two lists, in order. {{site_name}} and {{site_email}} show the organisation’s name and e-mail as saved in Settings.',
      },
      {
        kind: 'picture',
        widths: IMAGE_WIDTHS,
        optional: true,
        empty: 'No picture: the page shows its built-in illustration.',
        shownFor: (item) => PAGES_WITH_PICTURE.includes(item?.slug as PageSlug),
      },
    ],
    filters: [],
    sitePath: (item) => PAGE_PATHS[(item as { slug: PageSlug }).slug] ?? paths.home,
  },
  faqs: {
    plural: 'FAQ',
    singular: 'question',
    titleKey: 'question',
    columns: [
      { key: 'section', header: 'List', format: (v) => FAQ_SECTION_LABELS[v as FaqSection] ?? String(v) },
    ],
    fields: [
      { kind: 'select', name: 'section', label: 'List', options: faqSectionOptions },
      { kind: 'text', name: 'question', label: 'Question' },
      { kind: 'richtext', name: 'answer', label: 'Answer' },
      ...common,
    ],
    filters: [{ name: 'section', label: 'List', options: faqSectionOptions }],
    sitePath: () => paths.faq,
  },
};
