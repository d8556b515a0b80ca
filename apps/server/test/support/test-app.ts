import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { createDatabase, type Db } from '#src/db/database.ts';

export type TestDatabase = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !pgUrl) {
  // CI must prove both databases; a silently skipped PostgreSQL run would hide dialect bugs.
  throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests would be skipped');
}

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !redisUrl) {
  // Same rule for Redis: the shared rate limits and account limits must be proven in CI, not skipped.
  throw new Error('CI is set but TEST_REDIS_URL is not: the Redis tests would be skipped');
}

/**
 * The Redis that tests needing one use (TEST_REDIS_URL), or undefined: those tests are then skipped, except under
 * CI, where the guard above fails the run instead; an unreachable server fails the tests that use it.
 */
export const testRedisUrl: string | undefined = redisUrl;

/** The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestContext = { app: App; config: Config; close: () => Promise<void> };

/**
 * A fresh, migrated database and an app on it: a new SQLite file in a temp folder, or a new PostgreSQL schema in
 * the run's own database (dropped with it when the run ends: test/support/postgres-schemas.ts).
 * Each test file gets its own, so files run in parallel without sharing state.
 */
export async function createTestApp(
  kind: TestDatabase,
  env: Record<string, string | undefined> = {},
  /** Registers extra routes before the app is ready (e.g. a probe route for body-parsing tests). */
  extend?: (app: App) => void,
  options: Pick<AppOptions, 'microCacheMs' | 'contentCache' | 'logger' | 'onRoute'> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-test-'));
  let schema: string | undefined;
  if (kind === 'postgres') {
    schema = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`;
    await withPg((client) => client.query(`create schema ${schema}`));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(kind === 'postgres' ? { DATABASE_URL: inject('pgDatabaseUrl') } : {}),
    ...env,
  });
  if (schema && config.database.kind === 'postgres') config.database.schema = schema;

  const app = await buildApp({ config, ...options });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      // The schema stays until the run ends (test/support/postgres-schemas.ts drops the run's database then).
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a test file may change about its app: createTestApp's env, extra routes and app options. */
export type TestAppOverrides = {
  env?: Record<string, string | undefined>;
  extend?: (app: App) => void;
  options?: Parameters<typeof createTestApp>[3];
};

/**
 * The preamble most API test files share: their own app on `database`, made before the file's tests (in a
 * beforeAll registered here, so it runs before the file's own) and closed after them. The context is filled in
 * by that beforeAll: read `ctx.app` inside hooks and tests, never at the describe's top level. The overrides may
 * be a function, called then.
 */
export function useTestApp(
  database: TestDatabase,
  overrides: TestAppOverrides | (() => TestAppOverrides) = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    // A function is read when the app is made: what it names may only exist by then (a temp folder, say).
    const { env, extend, options } = typeof overrides === 'function' ? overrides() : overrides;
    Object.assign(ctx, await createTestApp(database, env, extend, options));
  });
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * Whoever a file's tests act as, enrolled on `ctx`'s app right after it is made (e.g. `everyRole` from
 * staff-test-kit.ts); filled in by a beforeAll like useTestApp's context.
 */
export function useTestCast<Cast extends object>(
  ctx: TestContext,
  enrol: (app: TestContext['app']) => Promise<Cast>,
): Cast {
  const cast = {} as Cast;
  beforeAll(async () => {
    Object.assign(cast, await enrol(ctx.app));
  });
  return cast;
}

/**
 * A fresh, empty database with no app and no migrations (a migration's test brings it to the one before): a new
 * SQLite file, or a new PostgreSQL schema in the run's own database.
 */
export async function createTestDatabase(
  kind: TestDatabase,
): Promise<{ db: Db; schema: string | undefined; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-test-'));
  let db: Db;
  let schema: string | undefined;
  if (kind === 'postgres') {
    schema = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`;
    const name = schema;
    await withPg((client) => client.query(`create schema ${name}`));
    db = createDatabase({ kind: 'postgres', url: inject('pgDatabaseUrl'), schema });
  } else {
    db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
  }
  return {
    db,
    schema,
    async close() {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPg<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgDatabaseUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
