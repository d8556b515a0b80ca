import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * What a member sees of their own sessions under "My account" (docs/product/console.md "My account"): the browser
 * that signed in (`user_agent`, as sent, cut to 512 characters) and when the session was last used
 * (`last_seen_at`, refreshed at most once a minute). Both nullable: sessions from before have neither.
 */
export const staffSessionDevices: Migration = {
  async up(db: Kysely<unknown>) {
    const ts = isPostgres(db) ? 'timestamptz' : 'text';
    await db.schema.alterTable('staff_sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('staff_sessions').addColumn('last_seen_at', ts).execute();
  },
};
