import type { Kysely, Migration } from 'kysely';

/**
 * The language a visitor used, stored with what they send (docs/product/languages.md "Mails"; ADR 0075), so every
 * mail to them later (a reply, a receipt, a statement, a monthly gift's notice) is in that language even when it
 * is sent by a job or from the console, long after the request. One of the site's locales ('en', 'kn'); rows from
 * before were all made on the English site, hence the default.
 */
export const VISITOR_LOCALE_TABLES = [
  'contact_messages',
  'volunteers',
  'subscriptions',
  'users',
  'donations',
  'donation_subscriptions',
  'ehundi_entries',
] as const;

export const visitorLocale: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of VISITOR_LOCALE_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
    }
  },
};
