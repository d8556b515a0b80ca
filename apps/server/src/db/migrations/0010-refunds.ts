import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Refunds (docs/product/giving.md "Refunds", docs/decisions/0020-refunds-cancel-the-receipt.md).
 *
 * A refunded donation stays `status` 1 (the API's numbers know only unpaid and paid) and keeps its receipt number,
 * which is never reused: `refunded_at` is what cancels the receipt. `refund_reason` is finance's reason (or the
 * note of a refund made in Razorpay's dashboard), `refunded_by` the staff member (null when a webhook reported
 * it) and `refund_id` the gateway's refund id (`rfnd_…`; null for offline and e-hundi gifts, refunded by hand).
 */
export const refunds: Migration = {
  async up(db: Kysely<unknown>) {
    const ts = isPostgres(db) ? 'timestamptz' : 'text';
    await db.schema.alterTable('donations').addColumn('refunded_at', ts).execute();
    await db.schema.alterTable('donations').addColumn('refund_reason', 'text').execute();
    await db.schema
      .alterTable('donations')
      .addColumn('refunded_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('donations').addColumn('refund_id', 'text').execute();
  },
};
