import type { Kysely, Migration } from 'kysely';

/**
 * Funds, the donor's postal address and the citizenship confirmation (docs/product/giving.md, ADR 0031).
 *
 * - donations: `address` (migration 0007, an offline gift's whole address) now also holds the street part an online
 *   donor types; `city` and `state` stay where they were, and the new `pin_code` completes it. `fund` is the key of
 *   one of the trust's funds (trust settings), null for the general fund: a key rather than a name, so renaming a
 *   fund in the settings renames it on every old donation too. `indian_citizen` is 1 when the donor confirmed being
 *   an Indian citizen (asked only by a trust that cannot take foreign contributions), null when not asked.
 * - ehundi_entries: the same four, carried over to the donation when the entry is reconciled.
 *
 * All nullable with no default: rows from before stay as they were (no fund = the general fund).
 */
export const givingFields: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('donations').addColumn('pin_code', 'text').execute();
    await db.schema.alterTable('donations').addColumn('fund', 'text').execute();
    await db.schema.alterTable('donations').addColumn('indian_citizen', 'integer').execute();

    await db.schema.alterTable('ehundi_entries').addColumn('address', 'text').execute();
    await db.schema.alterTable('ehundi_entries').addColumn('pin_code', 'text').execute();
    await db.schema.alterTable('ehundi_entries').addColumn('fund', 'text').execute();
    await db.schema.alterTable('ehundi_entries').addColumn('indian_citizen', 'integer').execute();
  },
};
