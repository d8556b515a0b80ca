import { spawn } from 'node:child_process';
import { ConfigError, loadConfig, prepareDataDir, type Config } from '#src/config.ts';
import { createDatabase } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { readSiteState } from '#src/db/site-state.ts';

/**
 * The process, imported by server.ts: read the configuration, prepare DATA_DIR, seed demo content when asked
 * (SEED_DEMO) into a database that never had it (in a child process, seedInChildProcess), then build the app,
 * listen, and close gracefully on SIGTERM/SIGINT (stop accepting, let in-flight requests finish, close the
 * database).
 *
 * The app's modules are imported only once the seed is done, here and in the seeding child alike: loading them
 * is about 80 MB of a process, and on a first start both processes held them while the artwork was drawn, so the
 * start's peak was the server's size twice over (docs/decisions/0063).
 */
async function main() {
  let config;
  try {
    config = prepareDataDir(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (process.argv.includes(SEED_ONLY)) return seedOnly(config);
  if (config.seedDemo && (await demoNeverSeeded(config))) await seedInChildProcess();

  const [{ buildApp }, { inviteFirstAdminIfNeeded }, { collectWhenIdle }] = await Promise.all([
    import('#src/app.ts'),
    import('#src/features/staff/first-admin.ts'),
    import('#src/idle-collection.ts'),
  ]);
  const app = await buildApp({
    config,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  const invitation = await inviteFirstAdminIfNeeded(app, config.adminEmail);
  if (invitation) app.log.info({ email: config.adminEmail }, 'first admin invited; the link is in the mail');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  collectWhenIdle();
}

/**
 * Whether the demo content has never gone into this database: opened and brought to the latest migration on its
 * own (the app's database plugin then finds nothing to migrate), so the app is not built before the seed.
 */
async function demoNeverSeeded(config: Config): Promise<boolean> {
  const db = createDatabase(config.database);
  try {
    const { database } = config;
    await migrateToLatest(db, database.kind === 'postgres' ? database.schema : undefined);
    return (await readSiteState(db, 'demo_seeded_at')) === undefined;
  } finally {
    await db.destroy();
  }
}

/** The argument that makes this entry seed the demo content and exit instead of serving. */
const SEED_ONLY = '--seed-demo-only';

/**
 * Seeds the demo in a process of its own, this same entry run with SEED_ONLY, and waits for it. Drawing the
 * artwork loads sharp (libvips, fonts, the SVG renderer) and leaves their caches and its threads' allocations in
 * the process: a server that had seeded held about 250 MB more for the rest of its life than one that had not
 * (docs/decisions/0044). The child returns all of it to the system when it exits. A failed seed still fails the
 * start, as it did in process.
 */
async function seedInChildProcess() {
  const entry = process.argv[1];
  if (!entry) throw new Error('cannot seed: the entry script is unknown');
  const child = spawn(process.execPath, [...process.execArgv, entry, SEED_ONLY], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding the demo content failed (exit code ${code})`);
}

/** The seeding process: the demo content into the database it has never been in, then exit. */
async function seedOnly(config: Config) {
  const db = createDatabase(config.database);
  const { default: Fastify } = await import('fastify');
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  try {
    // Imported here, never at the top: the seed module brings sharp and the demo-art generator, which a
    // production start does not load (the bundle keeps it in a chunk of its own).
    const { seedDemoOnce } = await import('#src/seed/seed.ts');
    await seedDemoOnce(db, config, log);
  } finally {
    await db.destroy();
  }
}

await main();
