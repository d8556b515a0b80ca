import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupStatus } from '@charity/shared';
import type { Config } from '#src/config.ts';
import { createPeriodicJob, type JobTimers } from '#src/services/scheduler/periodic-job.ts';
import { BACKUP_MANIFEST, backupSite, backupStamp, type BackupManifest } from './site-backup.ts';

/**
 * Scheduled backups of a SQLite site by the running server (docs/decisions/0043-metrics-doctor-and-scheduled-backups.md):
 * a backup runs soon after a start when the newest one in BACKUP_DIR is older than BACKUP_INTERVAL_HOURS, then
 * every interval; the newest BACKUP_KEEP are kept. Each backup is the one `npm run backup` makes (site-backup.ts),
 * so `npm run restore` restores it.
 *
 * Two processes on one BACKUP_DIR (a restart that overlaps the old process, or two sites told to share a folder)
 * take turns through a lock file and each checks the newest backup again once it holds the lock, so one interval
 * makes one backup; a backup is written under a dot-name and renamed when complete, so neither ever counts, keeps
 * or prunes a half-written one.
 */

/** The first check waits this long after the server starts listening: a start is not slowed by a backup. */
export const FIRST_CHECK_MS = 30_000;
/** Bounds of the wait between checks: the newest backup is looked at again at least hourly. */
const MIN_WAIT_MS = 60_000;
const MAX_WAIT_MS = 60 * 60_000;
/** A lock older than this was left by a process that died mid-backup: the next one takes it over. */
const STALE_LOCK_MS = 6 * 60 * 60_000;
const LOCK_FILE = '.backup.lock';
const PARTIAL_PREFIX = '.partial-';

export type BackupFolder = { name: string; path: string; createdAt: Date };

/** The complete backups in `dir`, newest first: folders whose backup.json names the time they were taken. */
export function listBackups(dir: string): BackupFolder[] {
  if (!existsSync(dir)) return [];
  const found: BackupFolder[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    try {
      const manifest = JSON.parse(
        readFileSync(path.join(folder, BACKUP_MANIFEST), 'utf8'),
      ) as Partial<BackupManifest>;
      const createdAt = new Date(manifest.createdAt ?? '');
      if (!Number.isNaN(createdAt.getTime())) found.push({ name: entry.name, path: folder, createdAt });
    } catch {
      // Not a backup (or not a readable one): neither counted nor ever deleted.
    }
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The bytes of every file under `dir`. */
export function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** Deletes the backups beyond the newest `keep`; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const backup of old) rmSync(backup.path, { recursive: true, force: true });
  return old.map((backup) => backup.name);
}

/** Takes the folder's lock, or answers false when another process holds a fresh one. */
function takeLock(dir: string, at: Date): boolean {
  const file = path.join(dir, LOCK_FILE);
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${process.pid} ${at.toISOString()}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (at.getTime() - statSync(file).mtimeMs < STALE_LOCK_MS) return false;
    rmSync(file, { force: true });
    return takeLock(dir, at);
  }
}

export type BackupScheduler = {
  /** The last result, for the console's dashboard and /metrics. */
  status: () => BackupStatus;
  /** One check now: backs up when the newest backup is older than the interval (tests, and the schedule). */
  runDue: () => Promise<'backed-up' | 'fresh' | 'locked'>;
  start: () => void;
  stop: () => Promise<void>;
  /** Scheduled checks completed since start(), so a test can wait for one by polling instead of sleeping. */
  readonly ticks: number;
};

export type BackupSchedulerOptions = {
  config: Config;
  log: FastifyBaseLogger;
  now?: () => Date;
  timers?: JobTimers;
};

/** What the scheduler does for a site it cannot back up: nothing, and it says why once. */
function offStatus(config: Config): BackupStatus | null {
  if (config.database.kind === 'postgres') {
    return {
      state: 'off',
      at: null,
      last_success_at: null,
      bytes: null,
      message: 'PostgreSQL site: back it up with pg_dump (README, Production runbook)',
    };
  }
  if (config.database.file === ':memory:') {
    return { state: 'off', at: null, last_success_at: null, bytes: null, message: 'in-memory database' };
  }
  if (config.backups.intervalHours === 0) {
    return {
      state: 'off',
      at: null,
      last_success_at: null,
      bytes: null,
      message: 'scheduled backups are off (BACKUP_INTERVAL_HOURS=0)',
    };
  }
  return null;
}

export function createBackupScheduler({
  config,
  log,
  now = () => new Date(),
  timers,
}: BackupSchedulerOptions): BackupScheduler {
  const off = offStatus(config);
  const { dir, keep } = config.backups;
  const intervalMs = config.backups.intervalHours * 60 * 60_000;
  let status: BackupStatus = off ?? {
    state: 'none',
    at: null,
    last_success_at: null,
    bytes: null,
    message: null,
  };
  let newestAt: number | null = null;

  /** Before the first backup of this process, the dashboard shows the newest one already in the folder. */
  function noteNewest(newest: BackupFolder | undefined) {
    newestAt = newest ? newest.createdAt.getTime() : null;
    if (status.state === 'none' && newest) {
      status = {
        state: 'ok',
        at: newest.createdAt.toISOString(),
        last_success_at: newest.createdAt.toISOString(),
        bytes: folderBytes(newest.path),
        message: null,
      };
    }
  }

  async function runDue(): Promise<'backed-up' | 'fresh' | 'locked'> {
    if (off) return 'fresh';
    const at = now();
    const isFresh = () => {
      noteNewest(listBackups(dir)[0]);
      return newestAt !== null && at.getTime() - newestAt < intervalMs;
    };
    if (isFresh()) return 'fresh';
    mkdirSync(dir, { recursive: true });
    if (!takeLock(dir, at)) {
      log.info({ dir }, 'backup: another process is backing up into this folder; checking again later');
      return 'locked';
    }
    const partial = path.join(dir, `${PARTIAL_PREFIX}${backupStamp(at)}-${process.pid}`);
    try {
      // Another process may have finished one while this one waited for the lock.
      if (isFresh()) return 'fresh';
      await backupSite(config, partial, at);
      const folder = path.join(dir, backupStamp(at));
      renameSync(partial, folder);
      const bytes = folderBytes(folder);
      status = { state: 'ok', at: at.toISOString(), last_success_at: at.toISOString(), bytes, message: null };
      newestAt = at.getTime();
      const pruned = pruneBackups(dir, keep);
      log.info({ folder, bytes, pruned }, 'backup: done');
      return 'backed-up';
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      status = { ...status, state: 'failed', at: at.toISOString(), message };
      // The periodic job logs the error and counts the failure; the next check tries again.
      throw error;
    } finally {
      rmSync(path.join(dir, LOCK_FILE), { force: true });
    }
  }

  const job = createPeriodicJob({
    name: 'backup',
    work: runDue,
    log,
    ...(timers ? { timers } : {}),
    firstDelayMs: FIRST_CHECK_MS,
    delayMs: () => {
      // A failure is tried again within the hour; otherwise the next check is when the newest backup falls due.
      if (status.state === 'failed') return MAX_WAIT_MS;
      const due = newestAt === null ? 0 : newestAt + intervalMs - now().getTime();
      return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, due));
    },
  });

  return {
    status: () => status,
    runDue,
    get ticks() {
      return job.ticks;
    },
    start() {
      if (off) {
        log.info(`scheduled backups off: ${off.message ?? ''}`);
        return;
      }
      log.info({ dir, intervalHours: config.backups.intervalHours, keep }, 'scheduled backups on');
      job.start();
    },
    stop: () => job.stop(),
  };
}
