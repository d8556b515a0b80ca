import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Double opt-in links expire: when the confirmation token of a subscription stops working. Null once
 * the address is confirmed or unsubscribed, like confirm_token_hash.
 */
export const subscriptionConfirmExpiry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('subscriptions')
      .addColumn('confirm_expires_at', isPostgres(db) ? 'timestamptz' : 'text')
      .execute();
  },
};
