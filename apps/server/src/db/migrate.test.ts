import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/support/test-app.ts';
import { migrateToLatest } from './migrate.ts';

const expectedTables = [
  'audit_log',
  'banner_videos',
  'banners',
  'campaigns',
  'contact_messages',
  'contact_replies',
  'content_revisions',
  'content_translations',
  'content_trash',
  'counters',
  'crosswords',
  'donation_orders',
  'donation_plans',
  'donation_subscriptions',
  'donations',
  'donors',
  'ehundi_entries',
  'events',
  'faqs',
  'form_10be_batches',
  'form_10be_certificates',
  'gallery_images',
  'gallery_videos',
  'gateway_events',
  'leaders',
  'literature',
  'mail_outbox',
  'media',
  'media_addresses',
  'media_files',
  'newsletter_deliveries',
  'newsletters',
  'otp_challenges',
  'page_drafts',
  'pages',
  'popups',
  'receipt_counters',
  'sessions',
  'site_state',
  'staff',
  'staff_invitations',
  'staff_recovery_codes',
  'staff_sessions',
  'statement_opt_outs',
  'subscriptions',
  'testimonials',
  'trust_settings',
  'users',
  'volunteer_notes',
  'volunteers',
  'year_end_statements',
];

describe.each(testDatabases)('migrations on %s', (database) => {
  const ctx = useTestApp(database);

  /**
   * The tables of this test's own database. On PostgreSQL Kysely's introspection lists every schema, and the
   * other test files' schemas (each file has one) exist at the same time.
   */
  async function ownTables() {
    const { database } = ctx.config;
    const schema = database.kind === 'postgres' ? database.schema : undefined;
    const tables = await ctx.app.db.introspection.getTables();
    return tables.filter(
      (table) =>
        (schema === undefined || table.schema === schema) &&
        // SQLite's full-text indexes are tables (migration 0015, tested in list-indexes-and-full-text.test.ts).
        !/_fts(_(data|idx|docsize|config))?$/.test(table.name),
    );
  }

  it('create every table from an empty database', async () => {
    const tables = (await ownTables()).map((t) => t.name).sort();
    expect(tables).toEqual(expectedTables);
  });

  it('are a no-op the second time', async () => {
    const { database } = ctx.config;
    await migrateToLatest(ctx.app.db, database.kind === 'postgres' ? database.schema : undefined);
    const tables = await ownTables();
    expect(tables).toHaveLength(expectedTables.length);
  });

  it('enforce the constraints the code relies on', async () => {
    const { db } = ctx.app;
    const event = { name: 'x', image: 'a', image_small: 'b', status: 0, sdate: null, edate: null };
    await expect(
      db
        .insertInto('events')
        .values({ ...event, category: 'other-seva' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('events')
        .values({ ...event, category: 'madhava-seva', status: 7 })
        .execute(),
    ).rejects.toThrow();
    const user = {
      id: 'u1',
      email: 'a@b.in',
      password_hash: 'h',
      first_name: 'A',
      last_name: 'B',
      phone: null,
    };
    await db.insertInto('users').values(user).execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, id: 'u2' })
        .execute(),
    ).rejects.toThrow();
    // Deleting a user removes their sessions (foreign keys are on in SQLite too).
    await db
      .insertInto('sessions')
      .values({ user_id: 'u1', token_hash: 't', expires_at: new Date().toISOString() })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('read timestamps back as ISO-8601 strings on both databases', async () => {
    const { db } = ctx.app;
    await db.insertInto('counters').values({ title: 'Meals', counter: 5 }).execute();
    const row = await db.selectFrom('counters').select('created_at').executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
