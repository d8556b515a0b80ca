import { z } from 'zod';
import { dataEnvelope, listMetaSchema, pageParam, sortParam } from './api.ts';
import { formatDateTimeInIndia } from './india-dates.ts';
import { CATEGORIES, EVENT_STATUSES, LEADER_TEAMS } from './constants.ts';
import { FAQ_SECTIONS, PAGE_SLUGS } from './site-pages.ts';
import { translationStatusFilter } from './content-translations.ts';

/**
 * The console's content API (`/api/admin/{resource}`, docs/product/console.md): one schema per resource, read by
 * the server (request bodies, the merged record of a PATCH, responses) and by the console's forms, so a field's
 * rule and message are written once.
 *
 * Each resource has:
 * - `fields`: the editable fields as stored, with no defaults and no transforms (responses and PATCH bodies);
 * - `create`: the fields with their defaults, normalised (video URLs to the embed form, '' to null) and checked
 *   across fields (a video testimonial needs a video URL). The server parses a PATCH's merged record with it too,
 *   so a partial change is held to the same rules as a new record;
 * - `patch`: any subset of `fields`;
 * - `item`: what the API answers: `fields` plus `id` and `created_at`.
 */

export const CONTENT_RESOURCES = [
  'events',
  'banners',
  'counters',
  'gallery-images',
  'gallery-videos',
  'literature',
  'media',
  'crosswords',
  'testimonials',
  'popups',
  'banner-videos',
  'leaders',
  'pages',
  'faqs',
] as const;
export type ContentResource = (typeof CONTENT_RESOURCES)[number];

export const ADMIN_CONTENT_PER_PAGE = 20;
export const ADMIN_CONTENT_MAX_PER_PAGE = 100;

export const CONTENT_MESSAGES = {
  created: 'Saved.',
  updated: 'Saved.',
  /** Deleting moves a record to the trash (docs/product/console.md "Trash"). */
  deleted: 'Moved to the trash.',
  videoUrl: 'Please paste a YouTube link (youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…)',
  mediaUrl: 'Please upload a file or enter an address starting with https:// or /',
  endBeforeStart: 'The end date cannot be before the start date',
  unknownEvent: 'There is no event with this id',
  bulkPublished: 'Published.',
  bulkUnpublished: 'Unpublished.',
  reordered: 'Order saved.',
  unknownIds: 'Some of these items no longer exist; reload the list',
  duplicateIds: 'Each item may appear only once',
  notOrdered: 'This list has no order to change',
  restored: 'Restored.',
  deletedForever: 'Deleted for good.',
  revisionRestored: 'Restored this version.',
  publishAt: 'Please enter a date and time',
  unpublishBeforePublish: 'The time to withdraw must be after the time to publish',
  emptyText: 'Please enter the text',
  unpublishPast: 'The time to withdraw has passed; please choose a later time',
} as const;

// ---- YouTube URLs --------------------------------------------------------------------------------------------

/**
 * youtube.com/watch?v=ID (other query parameters around it allowed), youtube.com/embed/ID (with a query), or
 * youtu.be/ID, each with or without https:// and www. or m.; the id is YouTube's 11 characters.
 */
const YOUTUBE_LINK =
  /^(?:https?:\/\/)?(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=([A-Za-z0-9_-]{11})(?:[&#][^\s]*)?|embed\/([A-Za-z0-9_-]{11})(?:[?#][^\s]*)?)|youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#][^\s]*)?)$/i;

/** The embeddable player URL the site stores and renders for a YouTube video. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube.com/embed/${id}`;

/**
 * The embed URL for a YouTube watch (`youtube.com/watch?v=ID`), short (`youtu.be/ID`) or embed
 * (`youtube.com/embed/ID`) link, with or without `https://`; null for anything else, so nothing but a YouTube
 * player ever ends up in the site's iframes.
 */
export function toYouTubeEmbed(input: string): string | null {
  const match = YOUTUBE_LINK.exec(input.trim());
  const id = match?.[1] ?? match?.[2] ?? match?.[3];
  return id ? youtubeEmbedUrl(id) : null;
}

// ---- fields ----------------------------------------------------------------------------------------------------

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`);

/** An uploaded file's address on this site (`/uploads/…`) or any https:// or http:// address. */
const httpUrl = z.url({ protocol: /^https?$/ });
const isMediaUrl = (value: string) =>
  value.startsWith('/') ? !value.startsWith('//') && !/\s/.test(value) : httpUrl.safeParse(value).success;
/** A picture's address: an upload of this site's (`/uploads/…`) or an http(s) address; campaigns use it too. */
export const mediaUrl = z
  .string({ error: CONTENT_MESSAGES.mediaUrl })
  .trim()
  .min(1, CONTENT_MESSAGES.mediaUrl)
  .max(2000, 'The address is too long')
  .refine(isMediaUrl, CONTENT_MESSAGES.mediaUrl);
/** Stored as typed; `create` turns it into the embed URL or rejects it. */
const videoUrl = z
  .string({ error: CONTENT_MESSAGES.videoUrl })
  .trim()
  .min(1, CONTENT_MESSAGES.videoUrl)
  .max(2000, CONTENT_MESSAGES.videoUrl);
const category = z.enum(CATEGORIES, { error: 'Please choose Madhava Seva or Manava Seva' });
const isoDate = z.iso.date('Please enter a date as YYYY-MM-DD');
const html = z.string().max(50_000, 'This block is too long (at most 50,000 characters of HTML)');
const eventId = z.number().int().positive().max(2_147_483_647);
const sortOrder = z
  .number({ error: 'Please enter a whole number' })
  .int('Please enter a whole number')
  .min(-1_000_000)
  .max(1_000_000);

/**
 * When the schedule job publishes or withdraws the record (docs/product/console.md "Scheduling"): ISO instants,
 * entered in the form as a date and time in India. A publish time already past when saved means "publish now".
 */
const instant = z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.publishAt });
// Optional rather than defaulted: a form or client that knows nothing of the schedule leaves it as it is.
const schedule = { publish_at: instant.nullable().optional(), unpublish_at: instant.nullable().optional() };
const common = { published: z.boolean(), sort_order: sortOrder, ...schedule };
const commonDefaults = {
  published: z.boolean().default(true),
  sort_order: sortOrder.default(0),
  ...schedule,
};

/** A withdrawal time must come after the publish time (each rule once: every resource's `create` gets it). */
function checkSchedule(value: unknown, ctx: z.RefinementCtx) {
  const { publish_at, unpublish_at } = value as { publish_at?: string | null; unpublish_at?: string | null };
  if (publish_at && unpublish_at && Date.parse(unpublish_at) <= Date.parse(publish_at)) {
    issue(ctx, 'unpublish_at', CONTENT_MESSAGES.unpublishBeforePublish);
  }
}
const picture = { image: mediaUrl, image_small: mediaUrl };

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** Replaces `value[key]` by its embed URL, or reports the field. */
function normaliseVideo<T extends Record<string, unknown>>(
  value: T,
  key: keyof T & string,
  ctx: z.RefinementCtx,
) {
  const raw = value[key];
  const embed = typeof raw === 'string' ? toYouTubeEmbed(raw) : null;
  if (embed === null) issue(ctx, key, CONTENT_MESSAGES.videoUrl);
  else (value as Record<string, unknown>)[key] = embed;
}

// ---- resources -------------------------------------------------------------------------------------------------

const eventFields = z.object({
  name: text('name', 200),
  ...picture,
  category,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'Please choose upcoming, past or recurring',
  }),
  sdate: isoDate.nullable(),
  edate: isoDate.nullable(),
  description1: html.nullable(),
  description2: html.nullable(),
  description3: html.nullable(),
  ...common,
});
const eventCreate = eventFields
  .extend({
    sdate: isoDate.nullable().default(null),
    edate: isoDate.nullable().default(null),
    description1: html.nullable().default(null),
    description2: html.nullable().default(null),
    description3: html.nullable().default(null),
    ...commonDefaults,
  })
  .transform((value, ctx) => {
    if (value.sdate && value.edate && value.edate < value.sdate)
      issue(ctx, 'edate', CONTENT_MESSAGES.endBeforeStart);
    const blank = (block: string | null) => (block === null || block.trim() === '' ? null : block);
    return {
      ...value,
      description1: blank(value.description1),
      description2: blank(value.description2),
      description3: blank(value.description3),
    };
  });

const bannerFields = z.object({ ...picture, quote: text('quote', 500), ...common });
const counterFields = z.object({
  title: text('title', 100),
  counter: z
    .number({ error: 'Please enter a number' })
    .int('Please enter a whole number')
    .min(0)
    .max(1_000_000_000),
  ...common,
});
const galleryImageFields = z.object({
  ...picture,
  title: text('title', 200),
  category,
  event_id: eventId.nullable(),
  ...common,
});
const galleryVideoFields = z.object({
  video: videoUrl,
  title: text('title', 200),
  category,
  event_id: eventId.nullable(),
  ...common,
});
const literatureFields = z.object({
  title: text('title', 200),
  ...picture,
  file: mediaUrl,
  is_pdf: z.boolean(),
  ...common,
});
const mediaFields = z.object({
  title: text('title', 200),
  type: z.union([z.literal(1), z.literal(2)], { error: 'Please choose image or video' }),
  /** An image address for type 1, a YouTube link for type 2 (checked by `create`). */
  media: z.string().trim().min(1, CONTENT_MESSAGES.mediaUrl).max(2000, 'The address is too long'),
  ...common,
});
const crosswordFields = z.object({ ...picture, title: text('title', 200), ...common });
const testimonialFields = z.object({
  kind: z.union([z.literal(1), z.literal(2)], { error: 'Please choose words or video' }),
  testimonial: text('testimonial', 2000),
  author: text('author', 100),
  role: z.string().trim().max(100, 'The role must be at most 100 characters'),
  ...common,
});
const popupFields = z.object({
  ...picture,
  title: text('title', 200),
  link: mediaUrl.nullable(),
  active: z.boolean(),
  ...common,
});
const bannerVideoFields = z.object({ ...picture, video: videoUrl, title: text('title', 200), ...common });
/** A portrait is optional: without one the page draws the initials. */
const leaderFields = z.object({
  name: text('name', 100),
  role: text('role', 100),
  description: text('description', 1000),
  team: z.enum(LEADER_TEAMS, { error: 'Please choose where this person sits on the chart' }),
  image: mediaUrl.nullable(),
  image_small: mediaUrl.nullable(),
  ...common,
});

/**
 * A fixed page's words (docs/product/content-and-pages.md "Pages as content"). The slug is the page's and never
 * changes, so it is read-only (`computed`); the page is always published (the route is code), so there is no
 * publish switch or schedule to set. `body` is saved sanitised, like an event's description.
 */
const pageFields = z.object({
  title: text('title', 200),
  body: html,
  meta_description: text('description', 300),
  image: mediaUrl.nullable(),
  image_small: mediaUrl.nullable(),
});
/** A question on the FAQ page; `section` is which of its two lists, `answer` sanitised HTML. */
const faqFields = z.object({
  section: z.enum(FAQ_SECTIONS, { error: 'Please choose where the question is listed' }),
  question: text('question', 300),
  answer: html.trim().min(1, 'Please enter the answer'),
  ...common,
});

/** The search box and sort keys each list offers; `-key` sorts descending. */
const sortKeys = <K extends string>(...keys: K[]) => ['id', 'sort_order', 'created_at', ...keys] as const;

function spec<
  F extends z.ZodRawShape,
  C extends z.ZodType,
  Q extends z.ZodRawShape,
  S extends string,
  X extends z.ZodRawShape = Record<never, never>,
>(options: {
  fields: z.ZodObject<F>;
  /** Read-only fields the API adds to each record. */
  computed?: X;
  create: C;
  filters: Q;
  sorts: readonly S[];
  /**
   * The fields `q` searches, case-insensitively: anywhere in the text, except where the table has a full-text index
   * (events, gallery images: every word typed starts a word of the field; docs/product/console.md).
   */
  search: readonly string[];
}) {
  return {
    ...options,
    create: options.create.superRefine(checkSchedule),
    patch: options.fields.partial(),
    item: options.fields.extend({
      id: z.number().int(),
      created_at: z.string(),
      ...(options.computed ?? ({} as X)),
    }),
    query: z.object({
      page: pageParam,
      per_page: z.coerce
        .number()
        .int()
        .min(1)
        .max(ADMIN_CONTENT_MAX_PER_PAGE, `per_page must be at most ${ADMIN_CONTENT_MAX_PER_PAGE}`)
        .default(ADMIN_CONTENT_PER_PAGE),
      q: z.string().trim().max(100).optional(),
      sort: sortParam<string>(options.sorts, '-id'),
      published: z.enum(['true', 'false']).optional(),
      ...options.filters,
    }),
  };
}

const categoryFilter = { category: category.optional() };
/** The translated resources' lists filter by the Kannada translation's status (content-translations.ts). */
const translation = { translation: translationStatusFilter };
/**
 * An event's own gallery items (the event form's gallery), or with `event_id=none` the items on no event, which
 * the event form offers to pick from (docs/product/console.md). `none` is parsed to null: "no event".
 */
const galleryFilter = {
  ...categoryFilter,
  event_id: z
    .union([z.literal('none').transform(() => null), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional(),
};
const coerceUnion = <T extends readonly number[]>(values: T, message: string) =>
  z.coerce
    .number()
    .int()
    .refine((n): n is T[number] => values.includes(n), message)
    .optional();

export const adminContentSpecs = {
  events: spec({
    fields: eventFields,
    computed: {
      /**
       * The list the public site shows the event under today: an upcoming event whose last day has passed (in
       * India) is listed as past (docs/decisions/0018-event-status-stored-and-dated.md).
       */
      listed_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    },
    create: eventCreate,
    filters: {
      ...categoryFilter,
      status: coerceUnion(EVENT_STATUSES, 'status must be 0, 1 or 2'),
      ...translation,
    },
    sorts: sortKeys('name', 'sdate'),
    search: ['name'],
  }),
  banners: spec({
    fields: bannerFields,
    create: bannerFields.extend(commonDefaults),
    filters: translation,
    sorts: sortKeys('quote'),
    search: ['quote'],
  }),
  counters: spec({
    fields: counterFields,
    create: counterFields.extend(commonDefaults),
    filters: {},
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  'gallery-images': spec({
    fields: galleryImageFields,
    create: galleryImageFields.extend({ event_id: eventId.nullable().default(null), ...commonDefaults }),
    filters: galleryFilter,
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  'gallery-videos': spec({
    fields: galleryVideoFields,
    create: galleryVideoFields
      .extend({ event_id: eventId.nullable().default(null), ...commonDefaults })
      .transform((value, ctx) => {
        normaliseVideo(value, 'video', ctx);
        return value;
      }),
    filters: galleryFilter,
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  literature: spec({
    fields: literatureFields,
    create: literatureFields.extend(commonDefaults),
    filters: {},
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  media: spec({
    fields: mediaFields,
    create: mediaFields.extend(commonDefaults).transform((value, ctx) => {
      if (value.type === 2) normaliseVideo(value, 'media', ctx);
      else if (!isMediaUrl(value.media)) issue(ctx, 'media', CONTENT_MESSAGES.mediaUrl);
      return value;
    }),
    filters: { type: coerceUnion([1, 2] as const, 'type must be 1 (image) or 2 (video)') },
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  crosswords: spec({
    fields: crosswordFields,
    create: crosswordFields.extend(commonDefaults),
    filters: {},
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  testimonials: spec({
    fields: testimonialFields,
    create: testimonialFields
      .extend({ role: testimonialFields.shape.role.default(''), ...commonDefaults })
      .transform((value, ctx) => {
        if (value.kind === 2) normaliseVideo(value, 'testimonial', ctx);
        return value;
      }),
    filters: { kind: coerceUnion([1, 2] as const, 'kind must be 1 (words) or 2 (videos)'), ...translation },
    sorts: sortKeys('author'),
    search: ['author', 'testimonial', 'role'],
  }),
  popups: spec({
    fields: popupFields,
    create: popupFields.extend({
      link: mediaUrl.nullable().default(null),
      active: z.boolean().default(true),
      ...commonDefaults,
    }),
    filters: {},
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  'banner-videos': spec({
    fields: bannerVideoFields,
    create: bannerVideoFields.extend(commonDefaults).transform((value, ctx) => {
      normaliseVideo(value, 'video', ctx);
      return value;
    }),
    filters: {},
    sorts: sortKeys('title'),
    search: ['title'],
  }),
  leaders: spec({
    fields: leaderFields,
    create: leaderFields.extend({
      image: mediaUrl.nullable().default(null),
      image_small: mediaUrl.nullable().default(null),
      ...commonDefaults,
    }),
    filters: { team: z.enum(LEADER_TEAMS, { error: 'Unknown team' }).optional() },
    sorts: sortKeys('name'),
    search: ['name', 'role'],
  }),
  pages: spec({
    fields: pageFields,
    computed: {
      slug: z.enum(PAGE_SLUGS),
      /** Always true: a fixed page is always on the site. Read-only, so the lists read it like any record's. */
      published: z.boolean(),
      /** When and by whom (a staff id) the words were last saved; null until the first save in the console. */
      updated_at: z.string().nullable(),
      updated_by: z.string().nullable(),
    },
    create: pageFields.extend({
      image: mediaUrl.nullable().default(null),
      image_small: mediaUrl.nullable().default(null),
    }),
    filters: translation,
    sorts: sortKeys('title', 'slug'),
    search: ['title', 'slug'],
  }),
  faqs: spec({
    fields: faqFields,
    create: faqFields.extend(commonDefaults),
    filters: { section: z.enum(FAQ_SECTIONS, { error: 'Unknown section' }).optional(), ...translation },
    sorts: sortKeys('question'),
    search: ['question'],
  }),
} as const;

export type AdminContentSpecs = typeof adminContentSpecs;
export type AdminContentSpec<R extends ContentResource = ContentResource> = AdminContentSpecs[R];
/** A record as the API answers it. */
export type AdminContentItem<R extends ContentResource = ContentResource> = z.infer<
  AdminContentSpecs[R]['item']
>;
/** A new record as the console's form holds it (before defaults and normalisation). */
export type AdminContentInput<R extends ContentResource = ContentResource> = z.input<
  AdminContentSpecs[R]['create']
>;
export type AdminContentQuery<R extends ContentResource = ContentResource> = z.input<
  AdminContentSpecs[R]['query']
>;

export const isContentResource = (value: string): value is ContentResource =>
  (CONTENT_RESOURCES as readonly string[]).includes(value);

export const contentIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `{ data: item[], meta }` */
export const adminContentListSchema = <R extends ContentResource>(resource: R) =>
  z.object({ data: z.array(adminContentSpecs[resource].item), meta: listMetaSchema });
/** `{ data: item, message? }` */
export const adminContentItemResponseSchema = <R extends ContentResource>(resource: R) =>
  dataEnvelope(adminContentSpecs[resource].item);

/**
 * The resources whose records are a fixed set (the site's pages): editors change them but cannot create, delete
 * or bulk-change them; the API has no such routes for them and the console offers no such buttons.
 */
export const FIXED_RESOURCES = ['pages'] as const;
export const isFixedResource = (resource: ContentResource): boolean =>
  (FIXED_RESOURCES as readonly string[]).includes(resource);
/** The resources editors create and delete: every one but the fixed sets. */
export type CreatableResource = Exclude<ContentResource, (typeof FIXED_RESOURCES)[number]>;
export const CREATABLE_RESOURCES = CONTENT_RESOURCES.filter(
  (resource): resource is CreatableResource => !isFixedResource(resource),
);

// ---- Bulk actions and order ----------------------------------------------------------------------------------

/** The resources whose `sort_order` the console sets by dragging rows (docs/product/console.md). */
export const ORDERED_RESOURCES = [
  'banners',
  'counters',
  'gallery-images',
  'gallery-videos',
  'leaders',
  'faqs',
] as const;
export type OrderedResource = (typeof ORDERED_RESOURCES)[number];
export const isOrderedResource = (resource: ContentResource): resource is OrderedResource =>
  (ORDERED_RESOURCES as readonly string[]).includes(resource);

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** At most one page of the largest table size the API serves. */
export const BULK_MAX_IDS = ADMIN_CONTENT_MAX_PER_PAGE;
/** Enough for every banner, counter, gallery item or leader a trust keeps; a longer list is a mistake. */
export const ORDER_MAX_IDS = 1000;

const distinctIds = (max: number) =>
  z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'Please choose at least one item' })
    .min(1, { error: 'Please choose at least one item' })
    .max(max, { error: `At most ${max} items at once` })
    .refine((ids) => new Set(ids).size === ids.length, { error: CONTENT_MESSAGES.duplicateIds });

/** POST /api/admin/{resource}/bulk: one action on several items, all or none. */
export const contentBulkSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: 'Unknown action' }),
  ids: distinctIds(BULK_MAX_IDS),
});
export type ContentBulk = z.infer<typeof contentBulkSchema>;
export const contentBulkResultSchema = z.object({
  data: z.object({ count: z.number().int() }),
  message: z.string(),
});

/**
 * PUT /api/admin/{resource}/order: the items in the order the site shows them, first first. The server gives them
 * `sort_order` n…1 (higher first); items left out keep theirs.
 */
export const contentOrderSchema = z.object({ ids: distinctIds(ORDER_MAX_IDS) });
export type ContentOrder = z.infer<typeof contentOrderSchema>;

// ---- Revisions and the trash (docs/product/console.md "Revisions" and "Trash") ----------------------------------

/** The revisions kept per record; a save beyond it drops the oldest. */
export const REVISIONS_KEPT = 50;
/** Days a deleted record stays in the trash before the schedule job deletes it for good. */
export const TRASH_DAYS = 30;

/** Who did it: a staff member, or null for the site itself (the schedule job). */
const staffRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const contentRevisionSchema = z.object({
  id: z.number().int(),
  /** create, update, publish, unpublish, scheduled-publish, scheduled-unpublish, restore */
  action: z.string(),
  /** The fields this save changed (none for the first save). */
  changed: z.array(z.string()),
  staff: staffRef,
  created_at: z.string(),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;
export const contentRevisionListSchema = z.object({ data: z.array(contentRevisionSchema) });

export const contentRevisionParamsSchema = contentIdParamsSchema.extend({
  revId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const contentTrashItemSchema = z.object({
  id: z.number().int(),
  resource: z.enum(CONTENT_RESOURCES),
  record_id: z.number().int(),
  /** The record's name, title, quote or author, as the lists show it. */
  label: z.string(),
  deleted_by: staffRef,
  deleted_at: z.string(),
  /** When the schedule job deletes it for good. */
  purge_at: z.string(),
});
export type ContentTrashItem = z.infer<typeof contentTrashItemSchema>;
export const contentTrashListSchema = z.object({
  data: z.array(contentTrashItemSchema),
  meta: listMetaSchema,
});
export const contentTrashQuerySchema = z.object({ page: pageParam });
export const contentTrashParamsSchema = z.object({
  trashId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const contentTrashRestoredSchema = z.object({
  data: z.object({ resource: z.enum(CONTENT_RESOURCES), id: z.number().int() }),
  message: z.string(),
});

/**
 * What the content lists say of a record's state: "Published", "Hidden" (a draft) or, when a publish time is set,
 * "Scheduled for 12 Dec 2026, 6:00 pm" (India's time).
 */
export function contentStateLabel(item: { published: boolean; publish_at?: string | null }): string {
  if (item.published) return 'Published';
  return item.publish_at ? `Scheduled for ${formatDateTimeInIndia(item.publish_at)}` : 'Hidden';
}

// ---- Drafts of pages ------------------------------------------------------------------------------------------

/**
 * A page's unpublished changes (docs/product/console.md "Drafts of pages"; docs/decisions/0065-drafts-of-pages.md):
 * the page's editable fields as the editor last saved them, seen by staff and the page's preview only, with who
 * saved them and when. At most one per page.
 */
export const pageDraftSchema = pageFields.extend({
  saved_at: z.string(),
  saved_by: staffRef,
});
export type PageDraft = z.infer<typeof pageDraftSchema>;
/** `{ data: draft | null }`: a page with no unpublished changes has none. */
export const pageDraftResponseSchema = z.object({
  data: pageDraftSchema.nullable(),
  message: z.string().optional(),
});
export type PageDraftResponse = z.infer<typeof pageDraftResponseSchema>;

export const PAGE_DRAFT_MESSAGES = {
  saved: 'Draft saved. Visitors still see the published page.',
  published: 'Published.',
  discarded: 'Draft discarded.',
  noDraft: 'This page has no unpublished changes; reload the page',
} as const;
