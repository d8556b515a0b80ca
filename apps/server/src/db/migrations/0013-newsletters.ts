import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Newsletters (docs/product/console.md "Newsletters", ADR 0025): a newsletter is composed as a draft and
 * then sent to every confirmed subscriber of its topics. `newsletter_deliveries` holds one row per newsletter and
 * subscription (its primary key), written when the send starts; a row moves from waiting to queued in the same
 * transaction that puts its mail into the outbox, so a subscriber can never be queued the same newsletter twice,
 * whatever restarts in between.
 */
export const newsletters: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    await db.schema
      .createTable('newsletters')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('subject', 'text', (c) => c.notNull())
      // Sanitised HTML as the editor wrote it, and its plain-text rendering for the mail's text part.
      .addColumn('body_html', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull())
      // JSON array of subscriber topics, e.g. ["event","newsletter"].
      .addColumn('topics', 'text', (c) => c.notNull())
      .addColumn('rate_per_minute', 'integer', (c) => c.notNull().defaultTo(60))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('draft')
          .check(sql`status in ('draft', 'sending', 'paused', 'sent')`),
      )
      // How many deliveries the send wrote when it started; null for a draft.
      .addColumn('recipients', 'integer')
      .addColumn('created_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts)
      .addColumn('started_at', ts)
      .addColumn('finished_at', ts)
      .execute();
    await db.schema.createIndex('newsletters_status').on('newsletters').columns(['status', 'id']).execute();

    await db.schema
      .createTable('newsletter_deliveries')
      .addColumn('newsletter_id', 'integer', (c) =>
        c.notNull().references('newsletters.id').onDelete('cascade'),
      )
      .addColumn('subscription_id', 'integer', (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('waiting')
          .check(sql`status in ('waiting', 'queued', 'skipped')`),
      )
      .addColumn('queued_at', ts)
      .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['newsletter_id', 'subscription_id'])
      .execute();
    // The dispatcher's two questions: who is still waiting (in subscription order), and how many went out in the
    // last minute (the rate).
    await db.schema
      .createIndex('newsletter_deliveries_waiting')
      .on('newsletter_deliveries')
      .columns(['newsletter_id', 'status', 'subscription_id'])
      .execute();
    await db.schema
      .createIndex('newsletter_deliveries_queued_at')
      .on('newsletter_deliveries')
      .columns(['newsletter_id', 'queued_at'])
      .execute();
  },
};
