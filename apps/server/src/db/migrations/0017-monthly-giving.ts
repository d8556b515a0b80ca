import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Monthly giving through Razorpay Subscriptions (docs/product/giving.md "Monthly giving",
 * docs/decisions/0034-monthly-giving.md).
 *
 * - `donation_plans`: one gateway plan per amount and period, made once and reused. Plans belong to a Razorpay
 *   account and mode, so they are kept per key id: a test-mode plan is never offered to the live keys.
 * - `donation_subscriptions`: a donor's monthly gift: who gives (the same columns as a donation), how much, to
 *   which trust, and the gateway's subscription with its last known state.
 * - `donations.subscription_id`: a donation made by one of the subscription's monthly charges.
 */
export const monthlyGiving: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    await db.schema
      .createTable('donation_plans')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise >= 100`))
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('interval', 'integer', (c) => c.notNull())
      .addColumn('plan_id', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('donation_plans_amount', ['key_id', 'amount_paise', 'period', 'interval'])
      .execute();

    await db.schema
      .createTable('donation_subscriptions')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise >= 100`))
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('trust', 'integer', (c) => c.notNull().check(sql`trust in (1, 2)`))
      .addColumn('pan_encrypted', 'text')
      .addColumn('pan_last4', 'text')
      // The giving fields the donation form gained in 0016 (postal address, PIN code, fund, citizenship tick),
      // nullable like the donation's: every month's donation copies them from here.
      .addColumn('address', 'text')
      .addColumn('pin_code', 'text')
      .addColumn('fund', 'text')
      .addColumn('indian_citizen', 'integer')
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('subscription_id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('created')
          .check(
            sql`status in ('created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired')`,
          ),
      )
      // The gateway's page where the donor can pay or change the card or UPI mandate; mailed when a charge halts.
      .addColumn('short_url', 'text')
      .addColumn('paid_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_charge_at', ts)
      // The payment that authorised the mandate (checkout's handler), once verified.
      .addColumn('auth_payment_id', 'text')
      // When the gateway's snapshot the status was taken from was made: an older event never overwrites a newer one.
      .addColumn('status_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('cancelled_at', ts)
      .execute();
    await db.schema
      .createIndex('donation_subscriptions_user')
      .on('donation_subscriptions')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('donation_subscriptions_email')
      .on('donation_subscriptions')
      .columns(['email', 'created_at'])
      .execute();

    await db.schema
      .alterTable('donations')
      .addColumn('subscription_id', 'text', (c) =>
        c.references('donation_subscriptions.subscription_id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .createIndex('donations_subscription')
      .on('donations')
      .columns(['subscription_id', 'id'])
      .execute();
  },
};
