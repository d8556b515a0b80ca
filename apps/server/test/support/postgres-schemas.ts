import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL schema this run creates starts with it (test-app.ts). */
    pgSchemaPrefix: string;
  }
}

/**
 * The server project's global setup. Each test file migrates a PostgreSQL schema of its own; Kysely's migrator and
 * introspection read the table list of *every* schema, and a schema dropped by another file in the middle of that
 * read fails it ("schema … does not exist", seen in CI). So no schema is dropped while the run goes on: each gets
 * this run's prefix, and all of them are dropped once, when every file has finished.
 */
const prefix = `test_${randomBytes(4).toString('hex')}_`;

export function setup(project: TestProject): void {
  project.provide('pgSchemaPrefix', prefix);
}

export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where left(nspname, length($1)) = $1',
      [prefix],
    );
    for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}
