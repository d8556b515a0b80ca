import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * What a repository or service reads and writes through: the database itself or a transaction open on it. Every
 * query helper takes this one type, so a caller decides whether the work joins a transaction.
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The least a dialect check needs: migrations see the database untyped (Kysely<any>), and a helper may be handed
 * either a Kysely or a transaction.
 */
export type DialectCarrier = { getExecutor(): { adapter: unknown } };

/**
 * Whether the database is PostgreSQL: the one dialect fact code needs (row locks, column types, full-text search),
 * since SQLite serialises writers and has no `for update` (docs/decisions/0002-one-schema-two-databases.md).
 */
export const isPostgres = (db: DialectCarrier): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
