import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The console's free-text search: true when any of `expressions` contains `q`, ignoring case, with `%` and `_`
 * taken literally. lower() on both sides because PostgreSQL's LIKE is case-sensitive and SQLite's is not, so
 * both databases answer alike (SQLite's lower() folds ASCII only; names and e-mail addresses are ASCII here).
 */
export function containsText(q: string, expressions: readonly RawBuilder<unknown>[]): RawBuilder<SqlBool> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = expressions.map((e) => sql<SqlBool>`lower(${e}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** "first last", as the search matches a whole name. */
export const fullName = (first = 'first_name', last = 'last_name') =>
  sql<string>`${sql.ref(first)} || ' ' || ${sql.ref(last)}`;
