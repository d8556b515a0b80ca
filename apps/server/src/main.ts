import { spawn } from 'node:child_process';
import type { Config } from '#src/config.ts';
import { seedDemoWanted } from '#src/config-seed-demo.ts';

/**
 * The process, imported by server.ts: read the configuration, prepare DATA_DIR, seed demo content when asked
 * (SEED_DEMO) into a database that never had it (in a child process, seedInChildProcess), then build the app,
 * listen, and close gracefully on SIGTERM/SIGINT (stop accepting, let in-flight requests finish, close the
 * database).
 *
 * Until the seed is done this process holds only its configuration: the child opens the database, decides
 * whether the demo is needed and draws it, and only then are the app's modules imported here. Loading them is
 * about 80 MB of a process; on a first start both processes once held them while the artwork was drawn, so the
 * start's peak was the server's size twice over (docs/decisions/0063).
 */
async function main() {
  const seeding = process.argv.includes(SEED_ONLY);
  // The child reads and checks the configuration itself, and stops the start when it is wrong.
  if (!seeding && seedDemoWanted()) await seedInChildProcess();
  const config = await readConfig(seeding ? CONFIG_ERROR_IN_CHILD : 1);
  if (seeding) return seedOnly(config);

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
 * The configuration with DATA_DIR ready, or an exit with the configuration's problems (one line each) and
 * `exitCode`.
 */
async function readConfig(exitCode: number): Promise<Config> {
  const { ConfigError, loadConfig, prepareDataDir } = await import('#src/config.ts');
  try {
    return prepareDataDir(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(exitCode);
    }
    throw error;
  }
}

/** How the seeding child says it stopped at the configuration (sysexits' EX_CONFIG): the start then exits 1. */
const CONFIG_ERROR_IN_CHILD = 78;

/** The argument that makes this entry seed the demo content and exit instead of serving. */
const SEED_ONLY = '--seed-demo-only';

/**
 * Seeds the demo in a process of its own, this same entry run with SEED_ONLY, and waits for it; the child does
 * nothing when the database already had the demo (about half a second of a start with SEED_DEMO on). Drawing the
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
  // The child has said what is wrong with the configuration; saying it was the seed would mislead.
  if (code === CONFIG_ERROR_IN_CHILD) process.exit(1);
  if (code !== 0) throw new Error(`seeding the demo content failed (exit code ${code})`);
}

/**
 * The seeding process: the database brought to the latest migration (the app's database plugin then finds nothing
 * to do), and the demo content put in if it never went in; then exit.
 */
async function seedOnly(config: Config) {
  const [{ createDatabase }, { migrateToLatest }, { readSiteState }] = await Promise.all([
    import('#src/db/database.ts'),
    import('#src/db/migrate.ts'),
    import('#src/db/site-state.ts'),
  ]);
  const db = createDatabase(config.database);
  try {
    const { database } = config;
    await migrateToLatest(db, database.kind === 'postgres' ? database.schema : undefined);
    if ((await readSiteState(db, 'demo_seeded_at')) !== undefined) return;
    const { default: Fastify } = await import('fastify');
    const log = Fastify({ logger: { level: config.logLevel } }).log;
    // Imported here, never at the top: the seed module brings sharp and the demo-art generator, which a
    // production start does not load (the bundle keeps it in a chunk of its own).
    const { seedDemoOnce } = await import('#src/seed/seed.ts');
    await seedDemoOnce(db, config, log);
  } finally {
    await db.destroy();
  }
}

await main();
