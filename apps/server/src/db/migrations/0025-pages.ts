import { sql, type Kysely, type Migration } from 'kysely';
import { DEFAULT_FAQS, DEFAULT_PAGES } from '@charity/shared/default-pages';
import { isPostgres } from '../executor.ts';

/**
 * The fixed pages' words and the FAQ become content the console edits (docs/product/content-and-pages.md "Pages as
 * content"; docs/decisions/0056-pages-as-content.md).
 *
 * - `pages`: one row per fixed page, keyed by `slug`, with the content tables' usual columns (so the console's
 *   list, revisions and schedule job treat it like any other), and who saved it last and when.
 * - `faqs`: the FAQ's questions, ordered like banners.
 *
 * Both are filled here with the words the site shipped with, so a fresh database (the demo seed runs after the
 * migrations) and an existing install show exactly the pages they showed before. The texts are in the statement
 * as they were on the day: a later change to the defaults does not reach a database this has already run on.
 */
export const pages: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
    const content = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('publish_at', ts)
        .addColumn('unpublish_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now));

    await content('pages')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('meta_description', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('image_small', 'text')
      .addColumn('updated_at', ts)
      .addColumn('updated_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .execute();

    await content('faqs')
      .addColumn('section', 'text', (c) => c.notNull().check(sql`section in ('trusts', 'giving')`))
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('faqs_site_order').on('faqs').columns(['published', 'sort_order']).execute();

    const stored = db as unknown as Kysely<{
      pages: { slug: string; title: string; body: string; meta_description: string };
      faqs: { section: string; question: string; answer: string; sort_order: number };
    }>;
    await stored
      .insertInto('pages')
      .values(
        DEFAULT_PAGES.map(({ slug, title, body, meta_description }) => ({
          slug,
          title,
          body,
          meta_description,
        })),
      )
      .execute();
    await stored
      .insertInto('faqs')
      .values(DEFAULT_FAQS.map((faq, index) => ({ ...faq, sort_order: DEFAULT_FAQS.length - index })))
      .execute();
  },
};
