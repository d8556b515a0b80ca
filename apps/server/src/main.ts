import { buildApp } from '#src/app.ts';
import { ConfigError, loadConfig, prepareDataDir } from '#src/config.ts';
import { readSiteState } from '#src/db/site-state.ts';
import { inviteFirstAdminIfNeeded } from '#src/features/staff/first-admin.ts';

/**
 * The process, imported by server.ts: read the configuration, prepare DATA_DIR, build the app, seed demo content
 * when asked (SEED_DEMO) into a database that never had it, listen, and close gracefully on SIGTERM/SIGINT (stop
 * accepting, let in-flight requests finish, close the database).
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

  const app = await buildApp({
    config,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  if (config.seedDemo && (await readSiteState(app.db, 'demo_seeded_at')) === undefined) {
    // Imported here, never at the top: the seed module brings sharp and the demo-art generator, which a
    // production start does not load (the bundle keeps it in a chunk of its own).
    const { seedDemoOnce } = await import('#src/seed/seed.ts');
    await seedDemoOnce(app.db, config, app.log);
  }
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
}

await main();
