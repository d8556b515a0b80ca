import { buildApp } from '#src/app.ts';
import { ConfigError, loadConfig } from '#src/config.ts';
import { seedIfEmpty } from '#src/seed/seed.ts';

/**
 * The process: read the configuration, build the app, seed demo content into an empty database, listen, and
 * close gracefully on SIGTERM/SIGINT (stop accepting, let in-flight requests finish, close the database).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
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
  await seedIfEmpty(app.db, config, app.log);

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
