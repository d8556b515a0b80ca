import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * docs/decisions/0029-cost-flat-as-content-grows.md: the public lists read an index in their own order,
 * and searches use each database's full-text index instead of `like '%x%'`.
 *
 * The searched columns and the PostgreSQL expressions are repeated in src/shared/full-text.ts, which builds the
 * queries: PostgreSQL uses an expression index only when the query spells the same expression.
 */

/** The tables that grow with the trusts' history, and the column a search reads. */
const SEARCHED = [
  { table: 'events', column: 'name' },
  { table: 'gallery_images', column: 'title' },
] as const;

/** Paged public lists in curated order (sort_order, higher first, then newest), per category and over all. */
const GALLERY_TABLES = ['gallery_images', 'gallery_videos'] as const;
const CURATED_TABLES = ['literature', 'media', 'crosswords'] as const;

export const listIndexesAndFullText: Migration = {
  async up(db: Kysely<unknown>) {
    // The event lists filter on category and the status they show under today (shared/event-status.ts), and
    // order by sort_order, then the start date, then id. The end date comes last so the date rule is checked in
    // the index without reading the row. It starts with the columns of 0008's index, which it replaces.
    await db.schema.dropIndex('events_published_list').execute();
    await db.schema
      .createIndex('events_public_list')
      .on('events')
      .columns(['published', 'category', 'status', 'sort_order', 'sdate', 'id', 'edate'])
      .execute();
    // The calendar feeds: one category's dated events, newest first.
    await db.schema
      .createIndex('events_calendar')
      .on('events')
      .columns(['published', 'category', 'sdate', 'id'])
      .execute();

    for (const table of GALLERY_TABLES) {
      await db.schema
        .createIndex(`${table}_public_list`)
        .on(table)
        .columns(['published', 'category', 'sort_order', 'id'])
        .execute();
      await db.schema
        .createIndex(`${table}_public_all`)
        .on(table)
        .columns(['published', 'sort_order', 'id'])
        .execute();
    }
    for (const table of CURATED_TABLES) {
      await db.schema
        .createIndex(`${table}_public_list`)
        .on(table)
        .columns(['published', 'sort_order', 'id'])
        .execute();
    }

    for (const { table, column } of SEARCHED) {
      if (isPostgres(db)) await postgresFullText(db, table, column);
      else await sqliteFullText(db, table, column);
    }
  },
};

/**
 * PostgreSQL: a GIN index over the words of the column. 'simple' lowercases without stemming or stop words, so
 * the words match what SQLite's unicode61 tokenizer finds; the query side is in shared/full-text.ts.
 */
async function postgresFullText(db: Kysely<unknown>, table: string, column: string) {
  await db.schema
    .createIndex(`${table}_${column}_search`)
    .on(table)
    .using('gin')
    .expression(sql`to_tsvector('simple', ${sql.ref(column)})`)
    .execute();
}

/**
 * SQLite: an FTS5 index whose content is the table itself (external content: the text is not stored twice),
 * kept in step by triggers on insert, delete and a change of the column, then filled from the rows that exist.
 */
async function sqliteFullText(db: Kysely<unknown>, table: string, column: string) {
  const fts = sql.table(`${table}_fts`);
  const col = sql.ref(column);
  const trigger = (event: string) => sql.raw(`${table}_fts_${event}`);
  await sql`create virtual table ${fts} using fts5(${col}, content=${sql.lit(table)}, content_rowid='id', tokenize='unicode61 remove_diacritics 0')`.execute(
    db,
  );
  await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)} begin
    insert into ${fts} (rowid, ${col}) values (new.id, new.${col});
  end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)} begin
    insert into ${fts} (${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
  end`.execute(db);
  await sql`create trigger ${trigger('update')} after update of ${col} on ${sql.table(table)} begin
    insert into ${fts} (${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
    insert into ${fts} (rowid, ${col}) values (new.id, new.${col});
  end`.execute(db);
  await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db);
}
