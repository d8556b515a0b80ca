import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A newsletter's versions in other languages (docs/product/languages.md "Newsletters"): JSON keyed by language,
 * `{"kn": {"subject", "body_html", "body_text"}}`, beside the English columns, which every subscriber without a
 * version in their language keeps getting. Existing newsletters have none.
 */
export const newsletterVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('newsletters')
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
      .execute();
  },
};
