import { z } from 'zod';
import { pageEnvelope, pageParam, dataEnvelope, sortParam, type SortValue } from './api.ts';

/**
 * The media library of the console (docs/product/console.md "Media library"): every uploaded picture and PDF,
 * with its alt text and caption, and where the site uses it.
 */

export const MEDIA_KINDS = ['image', 'pdf'] as const;
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/** The longest alt text and caption an editor may write: a sentence for a screen reader, a short paragraph. */
export const MEDIA_ALT_MAX = 250;
export const MEDIA_CAPTION_MAX = 1000;

export const MEDIA_MESSAGES = {
  updated: 'Saved.',
  deleted: 'Deleted.',
  /** Why a file cannot be deleted: the places that show it, as `usedIn` lists them. */
  inUse: (places: readonly string[]) =>
    `This file is in use and cannot be deleted. Remove it from ${places.join('; ')} first.`,
} as const;

export const mediaRenditionSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});

export const mediaItemSchema = z.object({
  id: z.number().int(),
  kind: mediaKindSchema,
  /** The address a record stores: a picture's widest rendition, or the PDF. */
  url: z.string(),
  /** Every stored width of a picture, narrowest first; empty for a PDF or a file registered without them. */
  renditions: z.array(mediaRenditionSchema),
  original_name: z.string(),
  /** Null for a file found in use before the library kept records (docs/product/console.md "Media library"). */
  bytes: z.number().int().nonnegative().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: z.string(),
  caption: z.string(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  /** Where the site shows it, e.g. "Event: Annadanam camp"; empty when unused (and only then deletable). */
  used_in: z.array(z.string()),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** What the media library sorts by: when uploaded (newest first unless asked), the file's name, its size. */
export const MEDIA_SORTS = ['date', 'name', 'size'] as const;
export type MediaSort = SortValue<(typeof MEDIA_SORTS)[number]>;

/** `GET /api/admin/media-library?page&per_page&q&kind&sort`: `q` searches the file name, alt text and caption. */
export const mediaListQuerySchema = z.object({
  page: pageParam,
  per_page: z.coerce
    .number({ error: 'Please give a number of files per page' })
    .int('Please give a whole number of files per page')
    .min(1, 'At least 1 file per page')
    .max(100, 'At most 100 files per page')
    .default(24),
  q: z
    .string()
    .trim()
    .max(100, 'Please search for at most 100 characters')
    .optional()
    .transform((value) => value || undefined),
  kind: mediaKindSchema.optional(),
  sort: sortParam(MEDIA_SORTS, '-date'),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export const mediaListResponseSchema = pageEnvelope(mediaItemSchema);
export const mediaItemResponseSchema = dataEnvelope(mediaItemSchema);

/** `PATCH /api/admin/media-library/{id}`: the alt text and/or the caption; blank clears them. */
export const mediaUpdateRequestSchema = z
  .object({
    alt: z
      .string({ error: 'Please write the alt text as text' })
      .trim()
      .max(MEDIA_ALT_MAX, `Alt text can be at most ${MEDIA_ALT_MAX} characters`)
      .optional(),
    caption: z
      .string({ error: 'Please write the caption as text' })
      .trim()
      .max(MEDIA_CAPTION_MAX, `A caption can be at most ${MEDIA_CAPTION_MAX} characters`)
      .optional(),
  })
  .strict();
export type MediaUpdateRequest = z.infer<typeof mediaUpdateRequestSchema>;
