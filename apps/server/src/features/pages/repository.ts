import type { Faq, FaqSection, PageSlug, SitePage } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { withImageAlt } from '#src/services/media/alt-text.ts';

/** A fixed page's words by its slug, or undefined for a slug that is no page. */
export async function findPage(db: Db, slug: PageSlug): Promise<SitePage | undefined> {
  const row = await db
    .selectFrom('pages')
    .select(['slug', 'title', 'body', 'image', 'image_small', 'meta_description', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const [withAlt] = await withImageAlt(db, [{ ...row, slug: row.slug as PageSlug }]);
  return withAlt;
}

/** The published questions in the site's order: higher sort_order first, then newer first (like banners). */
export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db
    .selectFrom('faqs')
    .select(['id', 'section', 'question', 'answer'])
    .where('published', '=', 1)
    .orderBy('sort_order', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, section: row.section as FaqSection }));
}
