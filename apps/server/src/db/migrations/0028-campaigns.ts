import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Campaigns, the donor wall and dedications (docs/product/giving.md "Campaigns, the donor wall and dedications",
 * docs/decisions/0068-campaigns-count-donations.md).
 *
 * - `campaigns`: an appeal of one trust and fund with a goal (paise), its dates and its page's words and pictures.
 *   The slug is unique; its form (lower-case words and hyphens) is checked by the shared schema.
 * - `donations.campaign_id`: the campaign a gift was given to, whatever the channel (online, a monthly charge, a
 *   reconciled e-hundi entry, an offline gift): what the campaign has raised is a sum over these rows alone.
 *   `wall` (1 when the donor asked to be listed; 0 by default, so nobody is listed without asking), `wall_name`,
 *   the dedication (`memory` or `honour` and a name), and when and by whom finance hid the entry from the wall.
 * - `donation_subscriptions` and `ehundi_entries`: the same choices, copied onto each month's donation and onto
 *   the donation a reconciled entry becomes.
 *
 * All new donation columns are nullable or defaulted, so rows from before are gifts to no campaign, off the wall.
 */
export const campaigns: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    await db.schema
      .createTable('campaigns')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('trust', 'integer', (c) => c.notNull().check(sql`trust in (1, 2)`))
      .addColumn('fund', 'text')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('story_html', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text')
      .addColumn('image_small', 'text')
      .addColumn('goal_paise', 'bigint', (c) => c.notNull().check(sql`goal_paise > 0`))
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('show_wall', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();

    const choices = async (table: string) => {
      const alter = () => db.schema.alterTable(table);
      await alter()
        .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id'))
        .execute();
      await alter()
        .addColumn('wall', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await alter().addColumn('wall_name', 'text').execute();
      await alter()
        .addColumn('dedication_kind', 'text', (c) => c.check(sql`dedication_kind in ('memory', 'honour')`))
        .execute();
      await alter().addColumn('dedication_name', 'text').execute();
    };
    await choices('donations');
    await choices('donation_subscriptions');
    await choices('ehundi_entries');

    await db.schema.alterTable('donations').addColumn('wall_hidden_at', ts).execute();
    await db.schema.alterTable('donations').addColumn('wall_hidden_by', 'text').execute();
    // The campaign's figures and its wall read its paid gifts, newest first.
    await db.schema
      .createIndex('donations_campaign')
      .on('donations')
      .columns(['campaign_id', 'paid_at'])
      .execute();
  },
};
