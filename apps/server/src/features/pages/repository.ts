import type { Faq, FaqSection, PageSlug, SitePage } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { withImageAlt } from '#src/services/media/alt-text.ts';

/** A fixed page's words by its slug (or, for its preview, its id), or undefined for no such page. */
export async function findPage(db: Db, key: PageSlug | { id: number }): Promise<SitePage | undefined> {
  const row = await db
    .selectFrom('pages')
    .select(['slug', 'title', 'body', 'image', 'image_small', 'meta_description', 'updated_at'])
    .$if(typeof key === 'string', (query) => query.where('slug', '=', key as PageSlug))
    .$if(typeof key !== 'string', (query) => query.where('id', '=', (key as { id: number }).id))
    .executeTakeFirst();
  if (!row) return undefined;
  const [withAlt] = await withImageAlt(db, [{ ...row, slug: row.slug as PageSlug }]);
  return withAlt;
}

/**
 * The published questions in the site's order: higher sort_order first, then newer first (like banners). With
 * `including`, that question too, published or not, in its place: the FAQ page of a question's preview
 * (docs/product/console.md "Preview").
 */
export async function listFaqs(db: Db, including?: number): Promise<Faq[]> {
  const rows = await db
    .selectFrom('faqs')
    .select(['id', 'section', 'question', 'answer'])
    .where((eb) =>
      including === undefined
        ? eb('published', '=', 1)
        : eb.or([eb('published', '=', 1), eb('id', '=', including)]),
    )
    .orderBy('sort_order', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, section: row.section as FaqSection }));
}
