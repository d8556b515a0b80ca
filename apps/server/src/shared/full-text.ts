import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';

/*
 * Searches through the databases' own full-text indexes (migration 0015, docs/decisions/0029-cost-flat-as-content-grows.md):
 * SQLite's FTS5 and PostgreSQL's text search. A search finds the rows where every word typed starts a word of the
 * text, whatever the case: "temp lamp" finds "Lamps at the temple". The visitor's text never reaches either
 * query language as syntax: it is cut into words of letters, digits and combining marks here, and each word is
 * quoted, so quotes, `*`, `-`, `AND` or `NEAR(` are searched as the words they contain, or not at all.
 */

/** The column each full-text index covers (migration 0015 spells the same expressions). */
export const FULL_TEXT_COLUMNS = { events: 'name', gallery_images: 'title' } as const;
export type FullTextTable = keyof typeof FULL_TEXT_COLUMNS;

/** Words beyond this many are ignored: a search box's text is 100 characters, and each word costs a lookup. */
const MAX_WORDS = 8;

/** The words of a search as both databases' tokenizers see them: runs of letters, digits and combining marks. */
export function searchWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** FTS5 query text: each word a quoted string (its syntax is inert inside quotes) that may be a word's start. */
export const fts5Query = (words: readonly string[]): string => words.map((word) => `"${word}"*`).join(' ');

/** tsquery text: each word a quoted lexeme matched as a prefix, all of them required. */
export const tsQuery = (words: readonly string[]): string => words.map((word) => `'${word}':*`).join(' & ');

type Executor = { getExecutor(): { adapter: unknown } };

/**
 * A WHERE condition: the row of `table` (as named in the FROM clause, no alias) matches every word. No words (the
 * text was only punctuation) matches nothing. On PostgreSQL the expression is the index's own, or the index is
 * not used.
 */
export function fullTextMatch(
  db: Executor,
  table: FullTextTable,
  words: readonly string[],
): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  const column = sql.ref(`${table}.${FULL_TEXT_COLUMNS[table]}`);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<SqlBool>`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${tsQuery(words)})`;
  }
  const fts = sql.table(`${table}_fts`);
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${fts} where ${fts} match ${fts5Query(words)})`;
}

/**
 * The ids of `table`'s rows that match every word, as a query of one column `id`, read from the index alone where
 * the database can (SQLite's FTS table holds the ids; PostgreSQL's GIN index still needs the rows to be checked).
 */
export function fullTextIds(
  db: Executor,
  table: FullTextTable,
  words: readonly string[],
): RawBuilder<{ id: number }> {
  if (db.getExecutor().adapter instanceof PostgresAdapter || words.length === 0) {
    return sql<{
      id: number;
    }>`select ${sql.ref('id')} from ${sql.table(table)} where ${fullTextMatch(db, table, words)}`;
  }
  const fts = sql.table(`${table}_fts`);
  return sql<{ id: number }>`select rowid as id from ${fts} where ${fts} match ${fts5Query(words)}`;
}
