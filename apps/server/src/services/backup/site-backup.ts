import Sqlite from 'better-sqlite3';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#src/config.ts';

/**
 * Backup and restore of a SQLite site (`npm run backup`, `npm run restore`): the database through SQLite's online
 * backup API, so the copy is consistent while the site keeps writing, plus the uploads folder. PostgreSQL sites use
 * pg_dump/pg_restore instead (README, Production runbook).
 *
 * A backup folder holds:
 *   site.db         the database, as of one instant
 *   uploads/        every uploaded file
 *   app-secret      the generated development secret, when the site has no APP_SECRET (encrypted fields need it)
 *   backup.json     what was taken and when
 */

export const BACKUP_DATABASE = 'site.db';
export const BACKUP_UPLOADS = 'uploads';
export const BACKUP_SECRET = 'app-secret';
export const BACKUP_MANIFEST = 'backup.json';

/** A refusal with a message for the person at the terminal (no stack trace). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupManifest = {
  createdAt: string;
  database: typeof BACKUP_DATABASE;
  uploads: number;
  appSecret: boolean;
};

/** 2026-11-23T22-15-04Z: a backup folder's name, which sorts by time and is a valid name everywhere. */
export const backupStamp = (now: Date): string =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** BACKUP_DIR/2026-11-23T22-15-04Z: where `npm run backup` writes when it is given no folder. */
export function defaultBackupDir(now: Date, backupsDir: string): string {
  return path.join(backupsDir, backupStamp(now));
}

/**
 * Copies the site into `target` (a new or empty folder). The database is copied first and the uploads after it, so
 * every file a backed-up row names is in the backup: a file is always written before the row that names it.
 */
export async function backupSite(config: Config, target: string, now = new Date()): Promise<BackupManifest> {
  const sqliteFile = sqliteFileOf(config, 'backup');
  if (!existsSync(sqliteFile)) throw new BackupError(`There is no database at ${sqliteFile} to back up.`);
  const dir = path.resolve(target);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} is not empty; give a new folder for the backup.`);
  }
  mkdirSync(dir, { recursive: true });

  const source = new Sqlite(sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // One step for every page: a step reads one snapshot, so writers cannot make it start over half-way.
    await source.backup(path.join(dir, BACKUP_DATABASE), { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  selfContained(path.join(dir, BACKUP_DATABASE));
  checkIntegrity(path.join(dir, BACKUP_DATABASE));

  const uploads = path.join(dir, BACKUP_UPLOADS);
  mkdirSync(uploads);
  // Asynchronous: the running server backs up on a schedule (scheduler.ts), and a synchronous copy of every
  // upload would hold its event loop, and so every visitor, for as long as the copy takes.
  if (existsSync(config.uploadsDir)) await cp(config.uploadsDir, uploads, { recursive: true });

  const secretFile = config.appSecretFile;
  const appSecret = secretFile !== undefined && existsSync(secretFile);
  if (appSecret) cpSync(secretFile, path.join(dir, BACKUP_SECRET));

  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    database: BACKUP_DATABASE,
    uploads: countFiles(uploads),
    appSecret,
  };
  writeFileSync(path.join(dir, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup into the configured DATA_DIR (and DATABASE_URL's SQLite file). The site must be stopped. Refuses a
 * DATA_DIR that holds anything unless `force`, which replaces the database and the uploads folder.
 */
export function restoreSite(config: Config, backup: string, { force = false } = {}): BackupManifest {
  const sqliteFile = sqliteFileOf(config, 'restore');
  const from = path.resolve(backup);
  const backupDb = path.join(from, BACKUP_DATABASE);
  if (!existsSync(backupDb)) throw new BackupError(`${from} is not a backup: it has no ${BACKUP_DATABASE}.`);
  checkIntegrity(backupDb);

  const occupied =
    (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) || existsSync(sqliteFile);
  if (occupied && !force) {
    throw new BackupError(
      `${config.dataDir} is not empty. Stop the site and run again with --force to replace its database and ` +
        `uploads, or set DATA_DIR to an empty folder.`,
    );
  }

  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(path.dirname(sqliteFile), { recursive: true });
  // A copy beside the target and a rename: the database file is either the old one or the whole new one.
  const incoming = `${sqliteFile}.restoring`;
  cpSync(backupDb, incoming);
  for (const suffix of ['-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
  renameSync(incoming, sqliteFile);

  rmSync(config.uploadsDir, { recursive: true, force: true });
  mkdirSync(config.uploadsDir, { recursive: true });
  const uploads = path.join(from, BACKUP_UPLOADS);
  if (existsSync(uploads)) cpSync(uploads, config.uploadsDir, { recursive: true });

  const secret = path.join(from, BACKUP_SECRET);
  if (existsSync(secret) && config.appSecretFile) cpSync(secret, config.appSecretFile);

  return {
    createdAt: readCreatedAt(from),
    database: BACKUP_DATABASE,
    uploads: countFiles(config.uploadsDir),
    appSecret: existsSync(secret),
  };
}

function sqliteFileOf(config: Config, what: 'backup' | 'restore'): string {
  if (config.database.kind === 'postgres') {
    throw new BackupError(
      `DATABASE_URL names PostgreSQL: npm run ${what} handles SQLite sites only. Use pg_dump / pg_restore for the ` +
        `database and copy the uploads folder (see the Production runbook in README.md).`,
    );
  }
  if (config.database.file === ':memory:')
    throw new BackupError('An in-memory database cannot be backed up.');
  return config.database.file;
}

/**
 * The copy inherits WAL mode from the site, and a WAL database opened anywhere grows -wal and -shm files beside
 * it. A backup is one file: switch the copy to a rollback journal (the server turns WAL back on when it opens it).
 */
function selfContained(file: string): void {
  const db = new Sqlite(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** Throws unless SQLite finds the file sound. */
export function checkIntegrity(file: string): void {
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`${file} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

function readCreatedAt(dir: string): string {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(dir, BACKUP_MANIFEST), 'utf8'),
    ) as Partial<BackupManifest>;
    return manifest.createdAt ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
