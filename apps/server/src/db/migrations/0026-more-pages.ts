import type { Kysely, Migration } from 'kysely';
import { DEFAULT_NEW_PAGES, DEFAULT_PAGE_ADDITIONS } from '@charity/shared/default-pages';

/**
 * The rest of the pages' words that were code become content (docs/product/content-and-pages.md "Pages as
 * content"): the FAQ page's and Find Us's own rows, About's vision and motto put before its story, and each trust
 * page's objectives after its introduction. An install whose editors already changed those pages keeps their
 * words; the additions go around them, so every page reads as it did the day before.
 */
export const morePages: Migration = {
  async up(db: Kysely<unknown>) {
    const stored = db as unknown as Kysely<{
      pages: { slug: string; title: string; body: string; meta_description: string };
    }>;
    for (const [slug, added] of Object.entries(DEFAULT_PAGE_ADDITIONS)) {
      const row = await stored.selectFrom('pages').select('body').where('slug', '=', slug).executeTakeFirst();
      if (!row) continue;
      await stored
        .updateTable('pages')
        .set({ body: `${added.before ?? ''}${row.body}${added.after ?? ''}` })
        .where('slug', '=', slug)
        .execute();
    }
    await stored
      .insertInto('pages')
      .values(
        DEFAULT_NEW_PAGES.map(({ slug, title, body, meta_description }) => ({
          slug,
          title,
          body,
          meta_description,
        })),
      )
      .execute();
  },
};
