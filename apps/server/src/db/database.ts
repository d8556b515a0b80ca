import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseConfig } from '#src/config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DbKind = DatabaseConfig['kind'];

const requireFromHere = createRequire(import.meta.url);
let pgModule: typeof pg | undefined;
/**
 * node-postgres, loaded when a PostgreSQL database is opened: a site on SQLite never needs its ~30 modules at start
 * (docs/decisions/0036). Required, not imported, so that opening a database stays synchronous.
 */
const loadPg = (): typeof pg => (pgModule ??= requireFromHere('pg') as typeof pg);

/**
 * Opens the database named by the configuration. SQLite runs in WAL mode with foreign keys on; PostgreSQL
 * returns timestamps as ISO strings and bigints as numbers so the rest of the code sees the same values on both.
 */
export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new Sqlite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Concurrent writers (the app and `npm run seed`) wait instead of failing with SQLITE_BUSY.
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  }

  const pool = new (loadPg().Pool)({
    connectionString: config.url,
    max: 10,
    // Tests give each file its own schema; production leaves the default search_path.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    types: { getTypeParser: pgTypeParser },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** How many distinct SQL texts keep a prepared statement; the app issues far fewer. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; with SQLite, preparing costs as much as running a small query. The SQL
 * text of a builder query is stable (values are bound parameters), so statements are kept by text and reused.
 * SQLite re-prepares a cached statement by itself if a migration changes the schema.
 */
function withStatementCache(sqlite: Sqlite.Database): SqliteDatabase {
  const cache = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      /*
       * Kysely opens a transaction with a plain (deferred) BEGIN, which takes the write lock only at the first
       * write. If another process (the running site beside `npm run admin` or `npm run seed`) writes after the
       * transaction's first read, SQLite cannot move it to writing and fails with SQLITE_BUSY at once, whatever
       * busy_timeout says. BEGIN IMMEDIATE takes the write lock first, so the other writer waits its turn instead.
       */
      const text = query === 'begin' ? 'begin immediate' : query;
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

const PG_INT8 = 20;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

const pgTypeParser: typeof pg.types.getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  switch (oid) {
    case PG_INT8:
      return (value: string) => Number(value);
    case PG_DATE:
      return (value: string) => value;
    case PG_TIMESTAMP:
    case PG_TIMESTAMPTZ:
      return (value: string) => new Date(value).toISOString();
    default:
      return loadPg().types.getTypeParser(oid, format) as (value: string) => unknown;
  }
}) as typeof pg.types.getTypeParser;

/** Answers whether the database is reachable; used by /api/health. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
