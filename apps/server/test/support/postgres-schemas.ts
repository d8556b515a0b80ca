import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database this run's tests use (a fresh one made from TEST_DATABASE_URL), or '' without one. */
    pgDatabaseUrl: string;
    /** Every PostgreSQL schema this run creates starts with it (test-app.ts). */
    pgSchemaPrefix: string;
  }
}

/**
 * The server project's global setup. Each test file migrates a PostgreSQL schema of its own. Kysely's migrator and
 * introspection read the table list of *every* schema in the database, and a schema dropped in the middle of that
 * read fails it ("schema … does not exist", seen in CI). So the run gets a database of its own, made here from
 * TEST_DATABASE_URL's and dropped when every file has finished: no schema is dropped while the run goes on, and
 * another run on the same server (a second checkout, a benchmark) cannot drop one under it either.
 */
const id = randomBytes(4).toString('hex');
const prefix = `test_${id}_`;
const database = `charity_test_${id}`;

/** TEST_DATABASE_URL with its database replaced by `name`. */
const urlFor = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  project.provide('pgSchemaPrefix', prefix);
  if (!url) {
    project.provide('pgDatabaseUrl', '');
    return;
  }
  await onServer(url, (client) => client.query(`create database "${database}"`));
  project.provide('pgDatabaseUrl', urlFor(url, database));
}

export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  // FORCE ends the connections a crashed test file may have left open (PostgreSQL 13 and later).
  await onServer(url, (client) => client.query(`drop database if exists "${database}" with (force)`));
}
