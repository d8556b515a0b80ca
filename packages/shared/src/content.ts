import { z } from 'zod';
import { pageParam } from './api.ts';
import { publicLocaleFields } from './content-translations.ts';
import { CATEGORIES, EVENT_STATUSES, GALLERY_FILTERS, LEADER_TEAMS } from './constants.ts';

/**
 * Shapes of the public content reads (docs/product/content-and-pages.md). Images come in two sizes so pages
 * can use srcset:
 * `image` is the large rendition, `image_small` the one that fits a card or thumbnail.
 */

const url = z.string();
/**
 * The media library's alt text of `image`, when an editor wrote one (docs/product/console.md "Media library");
 * absent otherwise, and the page falls back to the record's own name or title.
 */
const imageAlt = z.string().optional();
const categorySchema = z.enum(CATEGORIES);

export const bannerSchema = z.object({
  id: z.number(),
  image: url,
  image_small: url,
  image_alt: imageAlt,
  quote: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const counterSchema = z.object({ id: z.number(), title: z.string(), counter: z.number().int() });
export type Counter = z.infer<typeof counterSchema>;

export const galleryImageSchema = z.object({
  id: z.number(),
  image: url,
  image_small: url,
  image_alt: imageAlt,
  title: z.string(),
  category: categorySchema,
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryVideoSchema = z.object({
  id: z.number(),
  /** An embeddable player URL (YouTube /embed/...). */
  video: url,
  title: z.string(),
  category: categorySchema,
});
export type GalleryVideo = z.infer<typeof galleryVideoSchema>;

export const bannerVideoSchema = z.object({ image: url, image_small: url, video: url, title: z.string() });
export type BannerVideo = z.infer<typeof bannerVideoSchema>;

export const popupSchema = z.object({
  image: url,
  image_small: url,
  image_alt: imageAlt,
  title: z.string(),
  link: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

export const eventSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  image: url,
  image_small: url,
  image_alt: imageAlt,
  category: categorySchema,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Start date, ISO yyyy-mm-dd. */
  sdate: z.string().nullable(),
  /** End date, ISO yyyy-mm-dd. */
  edate: z.string().nullable(),
  ...publicLocaleFields,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  /** Sanitised HTML, or null when absent. */
  description1: z.string().nullable(),
  description2: z.string().nullable(),
  description3: z.string().nullable(),
  event_gallery_images: z.array(
    z.object({ id: z.number(), image: url, image_small: url, image_alt: imageAlt, title: z.string() }),
  ),
  event_gallery_videos: z.array(z.object({ id: z.number(), video: url, title: z.string() })),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const crosswordSchema = z.object({
  id: z.number(),
  image: url,
  image_small: url,
  image_alt: imageAlt,
  title: z.string(),
});
export type Crossword = z.infer<typeof crosswordSchema>;

export const literatureSchema = z.object({
  id: z.number(),
  title: z.string(),
  image: url,
  image_small: url,
  image_alt: imageAlt,
  /** A PDF to view when `is_pdf`, otherwise the page where the book can be bought. */
  file: url,
  is_pdf: z.boolean(),
});
export type Literature = z.infer<typeof literatureSchema>;

export const mediaSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 1 is an image; anything else is a video (docs/product/content-and-pages.md). */
  type: z.number().int(),
  /** Image URL for type 1, an embeddable video URL otherwise. */
  media: url,
  /** The media library's alt text of a type 1 picture, when an editor wrote one. */
  image_alt: imageAlt,
});
export type Media = z.infer<typeof mediaSchema>;

export const testimonialSchema = z.object({
  id: z.number(),
  kind: z.union([z.literal(1), z.literal(2)]),
  /** The words for kind 1, an embeddable video URL for kind 2. */
  testimonial: z.string(),
  author: z.string(),
  role: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A published leader, in the site's order; no portrait (null) shows the initials instead. */
export const leaderSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  description: z.string(),
  team: z.enum(LEADER_TEAMS),
  image: url.nullable(),
  image_small: url.nullable(),
});
export type Leader = z.infer<typeof leaderSchema>;

// ---- query strings -------------------------------------------------------------------------------------------

export const galleryImageQuerySchema = z.object({
  page: pageParam,
  filter: z.enum(GALLERY_FILTERS).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type GalleryImageQuery = z.infer<typeof galleryImageQuerySchema>;

export const galleryVideoQuerySchema = z.object({
  page: pageParam,
  filter: z.enum(GALLERY_FILTERS).default('all'),
});
export type GalleryVideoQuery = z.infer<typeof galleryVideoQuerySchema>;

export const eventQuerySchema = z.object({
  page: pageParam,
  filter: categorySchema.optional(),
  status: z.coerce
    .number()
    .int()
    .refine(
      (s): s is 0 | 1 | 2 => (EVENT_STATUSES as readonly number[]).includes(s),
      'status must be 0, 1 or 2',
    )
    .optional(),
});
export type EventQuery = z.infer<typeof eventQuerySchema>;

export const testimonialQuerySchema = z.object({
  filter: z.coerce
    .number()
    .int()
    .refine((k): k is 1 | 2 => k === 1 || k === 2, 'filter must be 1 (words) or 2 (videos)'),
});
