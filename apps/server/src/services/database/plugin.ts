import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import { createDatabase, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database, brings it to the latest migration before any route runs, and closes it last. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const db = createDatabase(opts.config.database);
    try {
      const { database } = opts.config;
      await migrateToLatest(db, database.kind === 'postgres' ? database.schema : undefined);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
