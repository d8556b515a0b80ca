import { ConfigError, loadConfig } from '#src/config.ts';
import { BackupError, restoreSite } from '#src/services/backup/site-backup.ts';

/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` into DATA_DIR (and
 * DATABASE_URL's SQLite file). Stop the site first. A DATA_DIR that holds anything is refused unless --force.
 */
function main(args: string[]): number {
  try {
    const force = args.includes('--force');
    const rest = args.filter((arg) => arg !== '--force');
    const [backup] = rest;
    if (rest.length !== 1 || !backup || backup.startsWith('-')) {
      console.error('Usage: npm run restore -- <backup folder> [--force]');
      return 2;
    }
    // loadConfig only: preparing DATA_DIR would make it non-empty before the check.
    const config = loadConfig();
    const manifest = restoreSite(config, backup, { force });
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.uploads} uploaded files) into ${config.dataDir}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error('Restore failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
