import { ConfigError, loadConfig, prepareDataDir } from '#src/config.ts';
import { createDatabase, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { reseed } from './seed.ts';

/**
 * `npm run seed`: brings the database up to date and replaces the demo content (banners, events, galleries...)
 * with a fresh copy. Accounts, donations, sessions, inboxes and the mail outbox are left alone, so it is safe on a
 * development database that already has test users and payments.
 */
async function main(): Promise<number> {
  let db: Db | undefined;
  try {
    const config = prepareDataDir(loadConfig());
    const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
    const files =
      config.storage.kind === 's3' ? `the S3 bucket ${config.storage.bucket}` : config.storage.uploadsDir;
    console.log(`Seeding demo content into ${where}; files go to ${files}`);
    db = createDatabase(config.database);
    await migrateToLatest(db);
    const summary = await reseed(db, config);
    const rows = Object.entries(summary.rows)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    console.log(`Replaced content rows: ${rows}`);
    console.log(
      `Files: ${summary.files.written} written, ${summary.files.reused} already present; ` +
        `assets ${summary.timings.assetsMs} ms, database ${summary.timings.databaseMs} ms`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Seeding failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main();
