import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Year-end statements mailed without asking (docs/product/giving.md "Year-end statements";
 * docs/decisions/0071-year-end-statements.md).
 *
 * `year_end_statements`: one row per donor account, trust and financial year, claimed by the job in the same
 * transaction that queues the mail. The unique key is what makes the mail go once: a restart, or a second
 * instance running the job at the same moment, inserts nothing and so queues nothing. A donor who had opted out
 * gets a row too (status 'opted-out'), so the dashboard can count the year's skipped donors.
 *
 * `statement_opt_outs`: donors who asked, through the link in the mail, not to be sent these statements again.
 * The times are ISO text written from the job's clock, on both databases, so tests can fix the clock.
 */
export const yearEndStatements: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    await db.schema
      .createTable('year_end_statements')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('trust', 'integer', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('year_end_statements_once', ['user_id', 'trust', 'financial_year'])
      .execute();
    await db.schema
      .createIndex('year_end_statements_by_year')
      .on('year_end_statements')
      .columns(['financial_year', 'status'])
      .execute();
    await db.schema
      .createTable('statement_opt_outs')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('opted_out_at', 'text', (c) => c.notNull())
      .execute();
  },
};
