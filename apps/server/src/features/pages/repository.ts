import type { Faq, FaqSection, Locale, PageSlug, SitePage } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { withImageAlt } from '#src/services/media/alt-text.ts';
import { localise, localiseOne } from '#src/services/translations/localise.ts';

/**
 * A fixed page's words by its slug, as published, or undefined for no such page. By its id, for its preview, the
 * words of its draft when it has one (docs/product/console.md "Drafts of pages"): the public reads never see a draft.
 * In `locale`, its published translation's words where it has them (docs/product/languages.md "Translating content").
 */
export async function findPage(
  db: Db,
  key: PageSlug | { id: number },
  locale: Locale = 'en',
): Promise<SitePage | undefined> {
  const row = await db
    .selectFrom('pages')
    .select(['id', 'slug', 'title', 'body', 'image', 'image_small', 'meta_description', 'updated_at'])
    .$if(typeof key === 'string', (query) => query.where('slug', '=', key as PageSlug))
    .$if(typeof key !== 'string', (query) => query.where('id', '=', (key as { id: number }).id))
    .executeTakeFirst();
  if (!row) return undefined;
  const { id, ...published } = row;
  const draft =
    typeof key === 'string'
      ? undefined
      : await db
          .selectFrom('page_drafts')
          .select(['title', 'body', 'image', 'image_small', 'meta_description', 'saved_at'])
          .where('page_id', '=', id)
          .executeTakeFirst();
  let page = published;
  if (draft) {
    const { saved_at, ...words } = draft;
    page = { ...published, ...words, updated_at: new Date(saved_at).toISOString() };
  }
  const [withAlt] = await withImageAlt(db, [{ ...page, slug: page.slug as PageSlug }]);
  if (!withAlt) return undefined;
  const { id: _id, ...localised } = await localiseOne(db, 'pages', locale, { ...withAlt, id });
  return localised;
}

/**
 * The published questions in the site's order: higher sort_order first, then newer first (like banners). With
 * `including`, that question too, published or not, in its place: the FAQ page of a question's preview
 * (docs/product/console.md "Preview").
 */
export async function listFaqs(db: Db, including?: number, locale: Locale = 'en'): Promise<Faq[]> {
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
  return localise(
    db,
    'faqs',
    locale,
    rows.map((row) => ({ ...row, section: row.section as FaqSection })),
  );
}
