import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Every gateway order a donation ever had (ADR 0007): paying again opens a fresh order when the old one can no
 * longer be paid, and a late payment of the OLD order (its webhook, or a checkout left open in another tab) must
 * still find its donation. donations.order_id keeps the latest (or the paid) order; this table keeps them all.
 */
export const donationOrders: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    await db.schema
      .createTable('donation_orders')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('order_id', 'text', (c) => c.notNull().unique())
      .addColumn('donation_id', 'integer', (c) => c.notNull().references('donations.id').onDelete('cascade'))
      // Which gateway made the order: a sandbox order cannot be paid once real keys are configured.
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('donation_orders_donation')
      .on('donation_orders')
      .columns(['donation_id', 'id'])
      .execute();

    // Donations stored before this table had exactly one order, on the donation row.
    await sql`
      insert into donation_orders (order_id, donation_id, gateway, created_at)
      select order_id, id, gateway, created_at from donations where order_id is not null
    `.execute(db);

    // Finding the stored webhook events of an order (reconciliation, support questions).
    await db.schema.createIndex('gateway_events_order').on('gateway_events').column('order_id').execute();
  },
};
