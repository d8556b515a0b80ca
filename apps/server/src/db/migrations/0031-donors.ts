import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Donors as people (docs/product/giving.md "Donors"; docs/decisions/0074-donors-matched-by-pan-or-verified-e-mail.md).
 *
 * `donors`: one row per person. `pan_key` is a keyed digest of the PAN (never the PAN: it is encrypted at rest and
 * the digest cannot be reversed without the server's secret), `email_key` the lowercased address the donor
 * verified with their account; both unique, so two gifts of the same PAN or verified address always land on one
 * row, even when two payments race. The totals (income only: paid, not refunded) and the contact details of the
 * latest gift are kept on the row when a gift is paid or refunded, so the list reads one table, however many gifts
 * there are. A merged record stays, pointing at its survivor (`merged_into`), so a later gift with its PAN or
 * address still joins the survivor.
 *
 * `donations.donor_id` and `donation_subscriptions.donor_id`: the gift's donor, set when it is paid.
 *
 * The existing gifts are given their donors by the server's first start after this migration (ADR 74): matching
 * needs the PAN, which only the running server can decrypt.
 */
export const donors: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    await db.schema
      .createTable('donors')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('pan_key', 'text', (c) => c.unique())
      .addColumn('email_key', 'text', (c) => c.unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('pan_last4', 'text')
      // The name, e-mail, phone and city lowercased in one column: the console's search is one LIKE a row.
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('gift_count', 'integer', (c) => c.notNull().defaultTo(0))
      // Paise: a generous donor's lifetime can pass PostgreSQL's 32-bit integer (2.1 crore rupees).
      .addColumn('lifetime_paise', pg ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_gift_on', 'text')
      .addColumn('last_gift_on', 'text')
      .addColumn('merged_into', 'integer', (c) => c.references('donors.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The list: live donors with a gift, the latest giver first; the segments filter on the count and the date.
    await db.schema
      .createIndex('donors_by_last_gift')
      .on('donors')
      .columns(['last_gift_on', 'id'])
      .where(sql<boolean>`merged_into is null and gift_count > 0`)
      .execute();
    await db.schema
      .createIndex('donors_by_count')
      .on('donors')
      .columns(['gift_count', 'last_gift_on', 'id'])
      .where(sql<boolean>`merged_into is null`)
      .execute();
    await db.schema.alterTable('donations').addColumn('donor_id', 'integer').execute();
    await db.schema
      .createIndex('donations_donor')
      .on('donations')
      .columns(['donor_id', 'receipt_fy'])
      .execute();
    await db.schema.alterTable('donation_subscriptions').addColumn('donor_id', 'integer').execute();
    await db.schema
      .createIndex('donation_subscriptions_donor')
      .on('donation_subscriptions')
      .columns(['donor_id', 'status'])
      .execute();
  },
};
