import { z } from 'zod';
import type { ContentResource } from './admin-content.ts';
import { PREVIEW_RESOURCES, type PreviewResource } from './routes.ts';

/** Previews of saved records as their public page shows them (docs/product/console.md "Preview"). */
export const isPreviewResource = (resource: ContentResource): resource is PreviewResource =>
  (PREVIEW_RESOURCES as readonly string[]).includes(resource);

/** How long a preview link opens the page: long enough to read it and share it with a trustee, no longer. */
export const PREVIEW_LINK_SECONDS = 15 * 60;

/** The answer of `POST /api/admin/{resource}/{id}/preview`. */
export const contentPreviewLinkSchema = z.object({
  /** The preview page's path with its signed token, to open in a new tab. */
  url: z.string(),
  expires_at: z.iso.datetime(),
});
export type ContentPreviewLink = z.infer<typeof contentPreviewLinkSchema>;

/**
 * The token of a preview read. Any string up to a sane length is accepted here, so a tampered token meets the
 * signature check (403) rather than a validation message that describes what a valid one looks like.
 */
export const previewQuerySchema = z.object({ token: z.string().max(200).default('') });

export const PREVIEW_MESSAGES = {
  invalidLink: 'This preview link is invalid or has expired. Open a new one from the console.',
} as const;
