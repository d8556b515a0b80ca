import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Retention of volunteer applications (ADR 0026): when an application was anonymised. The scheduled job
 * only touches rows where this is still null, which makes a second run, or two instances at once, harmless.
 */
export const volunteerRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('volunteers')
      .addColumn('anonymised_at', isPostgres(db) ? 'timestamptz' : 'text')
      .execute();
  },
};
