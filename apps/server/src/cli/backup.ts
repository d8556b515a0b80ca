import { ConfigError, loadConfig } from '#src/config.ts';
import { BackupError, backupSite, defaultBackupDir } from '#src/services/backup/site-backup.ts';

/**
 * `npm run backup [-- <folder>]`: a consistent copy of a SQLite site (database and uploads) while it runs, into
 * the folder given or BACKUP_DIR/<time> (default DATA_DIR/backups, where the server's scheduled backups go). Reads the same environment as the server (DATA_DIR, DATABASE_URL).
 */
async function main(args: string[]): Promise<number> {
  try {
    const [target, ...rest] = args;
    if (rest.length > 0 || target?.startsWith('-')) {
      console.error('Usage: npm run backup [-- <folder>]');
      return 2;
    }
    const config = loadConfig();
    const now = new Date();
    const dir = target ?? defaultBackupDir(now, config.backups.dir);
    const manifest = await backupSite(config, dir, now);
    console.log(
      `Backed up ${config.database.kind === 'sqlite' ? config.database.file : ''} and ${manifest.uploads} ` +
        `uploaded files to ${dir}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error('Backup failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
