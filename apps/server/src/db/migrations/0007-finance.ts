import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * The console's finance area (docs/product/giving.md, ADR 0017): e-hundi reconciliation and offline gifts.
 *
 * - donations: gifts that never went through the checkout. `gateway` says where a donation came from
 *   ('razorpay', 'sandbox', and now 'ehundi' or 'offline'); an offline gift keeps its mode in `payment_method`
 *   (cash, cheque, bank-transfer, upi, kind), its cheque number or bank reference in `payment_reference` (not in
 *   `payment_id`, which is unique: two banks' cheques can share a number), the donor's `address`, a
 *   `description` (what a gift in kind was) and the day it was received. A reconciled e-hundi entry's UTR goes
 *   in `payment_id`, whose unique constraint then refuses the same bank credit twice. Offline donors may have
 *   no e-mail or phone: those columns are NOT NULL since 0001 and SQLite cannot relax that without rebuilding
 *   the table, so they hold '' and the console reads '' as absent.
 * - ehundi_entries: the donation a reconciliation made, when and by whom. `donation_id` is unique, and the
 *   reconciliation's conditional update (`… where donation_id is null`) lets only one succeed.
 * - mail_outbox.related_to: what a mail is about ('donation:42'), so a donation's page lists the mails sent
 *   for it.
 */
export const finance: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';

    await db.schema.alterTable('donations').addColumn('address', 'text').execute();
    await db.schema.alterTable('donations').addColumn('description', 'text').execute();
    await db.schema.alterTable('donations').addColumn('received_on', 'text').execute();
    await db.schema.alterTable('donations').addColumn('payment_reference', 'text').execute();
    // The console lists donations newest first by the date they were paid (or made, while unpaid).
    await db.schema.createIndex('donations_paid_at').on('donations').column('paid_at').execute();

    await db.schema
      .alterTable('ehundi_entries')
      .addColumn('donation_id', 'integer', (c) => c.references('donations.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('ehundi_entries').addColumn('reconciled_at', ts).execute();
    await db.schema
      .alterTable('ehundi_entries')
      .addColumn('reconciled_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('ehundi_entries_donation')
      .on('ehundi_entries')
      .column('donation_id')
      .unique()
      .execute();

    await db.schema.alterTable('mail_outbox').addColumn('related_to', 'text').execute();
    await db.schema
      .createIndex('mail_outbox_related_to')
      .on('mail_outbox')
      .column('related_to')
      .where(sql.ref('related_to'), 'is not', null)
      .execute();
  },
};
