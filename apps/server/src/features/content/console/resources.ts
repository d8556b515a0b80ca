import type { ContentResource } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import type { FullTextTable } from '#src/shared/full-text.ts';

/**
 * Where each console resource lives (docs/product/console.md, content). The API's field names are the columns'
 * names, so a resource is its table, the booleans stored as 0/1, and the
 * columns a change may carry; the shapes themselves are the shared schemas (packages/shared/src/admin-content.ts).
 */
export type ResourceTable = {
  table: keyof Database;
  /** API booleans stored as 0/1 integers (docs/decisions/0002-one-schema-two-databases.md). */
  flags: readonly string[];
  /**
   * The table's full-text index (migration 0015), which the search box uses instead of "contains": the tables that
   * grow with the trusts' history. Its column is the one the resource's search names.
   */
  fullText?: FullTextTable;
  /** Saves record when and by whom (`updated_at`, `updated_by`): the pages, which the console lists by it. */
  stamped?: true;
};

const PUBLISHED = ['published'] as const;

export const RESOURCE_TABLES: Record<ContentResource, ResourceTable> = {
  events: { table: 'events', flags: PUBLISHED, fullText: 'events' },
  banners: { table: 'banners', flags: PUBLISHED },
  counters: { table: 'counters', flags: PUBLISHED },
  'gallery-images': { table: 'gallery_images', flags: PUBLISHED, fullText: 'gallery_images' },
  'gallery-videos': { table: 'gallery_videos', flags: PUBLISHED },
  literature: { table: 'literature', flags: [...PUBLISHED, 'is_pdf'] },
  media: { table: 'media', flags: PUBLISHED },
  crosswords: { table: 'crosswords', flags: PUBLISHED },
  testimonials: { table: 'testimonials', flags: PUBLISHED },
  popups: { table: 'popups', flags: [...PUBLISHED, 'active'] },
  'banner-videos': { table: 'banner_videos', flags: PUBLISHED },
  leaders: { table: 'leaders', flags: PUBLISHED },
  pages: { table: 'pages', flags: PUBLISHED, stamped: true },
  faqs: { table: 'faqs', flags: PUBLISHED },
};
