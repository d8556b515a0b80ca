import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Every table the pages of docs/product/ describe, plus what accounts, payments and mail need. Written once for both
 * dialects: the only differences are the auto-increment key and the timestamp type
 * (docs/decisions/0002-one-schema-two-databases.md).
 */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const date = pg ? 'date' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    const table = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        );
    const created = <T extends string>(t: CreateTableBuilder<T>) =>
      t.addColumn('created_at', ts, (c) => c.notNull().defaultTo(now));
    const content = (name: string) =>
      created(table(name).addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)));
    const picture = <T extends string>(t: CreateTableBuilder<T>) =>
      t.addColumn('image', 'text', (c) => c.notNull()).addColumn('image_small', 'text', (c) => c.notNull());

    // ---- content -------------------------------------------------------------------------------------------
    await picture(content('banners'))
      .addColumn('quote', 'text', (c) => c.notNull())
      .execute();
    await content('counters')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull())
      .execute();
    await picture(content('events'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) =>
        c.notNull().check(sql`category in ('madhava-seva', 'manava-seva')`),
      )
      .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1, 2)`))
      .addColumn('sdate', date)
      .addColumn('edate', date)
      .addColumn('description1', 'text')
      .addColumn('description2', 'text')
      .addColumn('description3', 'text')
      .execute();
    await db.schema
      .createIndex('events_list')
      .on('events')
      .columns(['category', 'status', 'sdate'])
      .execute();

    await picture(content('gallery_images'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) =>
        c.notNull().check(sql`category in ('madhava-seva', 'manava-seva')`),
      )
      .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('gallery_images_category')
      .on('gallery_images')
      .columns(['category', 'id'])
      .execute();
    await db.schema.createIndex('gallery_images_event').on('gallery_images').column('event_id').execute();

    await content('gallery_videos')
      .addColumn('video', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) =>
        c.notNull().check(sql`category in ('madhava-seva', 'manava-seva')`),
      )
      .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('gallery_videos_category')
      .on('gallery_videos')
      .columns(['category', 'id'])
      .execute();
    await db.schema.createIndex('gallery_videos_event').on('gallery_videos').column('event_id').execute();

    await picture(content('banner_videos'))
      .addColumn('video', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .execute();
    await picture(content('popups'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await picture(content('crosswords'))
      .addColumn('title', 'text', (c) => c.notNull())
      .execute();
    await picture(content('literature'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('is_pdf', 'integer', (c) => c.notNull())
      .execute();
    await content('media')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('media', 'text', (c) => c.notNull())
      .execute();
    await content('testimonials')
      .addColumn('kind', 'integer', (c) => c.notNull().check(sql`kind in (1, 2)`))
      .addColumn('testimonial', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    // ---- inboxes -------------------------------------------------------------------------------------------
    await created(table('contact_messages'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();
    await created(table('volunteers'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('aadhar_encrypted', 'text', (c) => c.notNull())
      .addColumn('aadhar_last4', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('interest', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await created(table('subscriptions'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('ebook', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('event', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('blog', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('crossword', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('confirm_token_hash', 'text', (c) => c.unique())
      .addColumn('confirmed_at', ts)
      .addColumn('unsubscribed_at', ts)
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();

    // ---- accounts ------------------------------------------------------------------------------------------
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('email_verified_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await created(table('sessions'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('revoked_at', ts)
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await created(table('otp_challenges'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('consumed_at', ts)
      .addUniqueConstraint('otp_challenges_user_purpose', ['user_id', 'purpose'])
      .execute();

    // ---- payments ------------------------------------------------------------------------------------------
    await created(table('donations'))
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
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.unique())
      .addColumn('payment_id', 'text', (c) => c.unique())
      .addColumn('payment_method', 'text')
      .addColumn('paid_at', ts)
      .addColumn('receipt_fy', 'text')
      .addColumn('receipt_seq', 'integer')
      .addColumn('receipt_number', 'text', (c) => c.unique())
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('donations_receipt_seq', ['trust', 'receipt_fy', 'receipt_seq'])
      .execute();
    await db.schema.createIndex('donations_email').on('donations').columns(['email', 'created_at']).execute();
    await db.schema.createIndex('donations_user').on('donations').column('user_id').execute();
    await db.schema
      .createTable('receipt_counters')
      .addColumn('trust', 'integer', (c) => c.notNull())
      .addColumn('fy', 'text', (c) => c.notNull())
      .addColumn('last_seq', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('receipt_counters_pk', ['trust', 'fy'])
      .execute();
    await created(table('ehundi_entries'))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('trust', 'integer', (c) => c.notNull().check(sql`trust in (1, 2)`))
      .addColumn('pan_encrypted', 'text')
      .addColumn('pan_last4', 'text')
      .execute();
    await table('gateway_events')
      .addColumn('event_id', 'text', (c) => c.notNull().unique())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('payment_id', 'text')
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('received_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('processed_at', ts)
      .execute();

    // ---- mail ----------------------------------------------------------------------------------------------
    await created(table('mail_outbox'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('extras', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', ts, (c) => c.notNull())
      .addColumn('locked_until', ts)
      .addColumn('sent_at', ts)
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
};
