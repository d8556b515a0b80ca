import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#src/config.ts';
import { manualClock, recordingLogger } from '../../../test/support/mail-worker.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { createBackupScheduler, FIRST_CHECK_MS, listBackups } from './scheduler.ts';
import { backupSite } from './site-backup.ts';
import { manualTimers } from '../../../test/support/manual-timers.ts';

const HOUR = 60 * 60_000;

const settle = async (scheduler: { readonly ticks: number }, ticks: number) => {
  while (scheduler.ticks < ticks) await new Promise((resolve) => setImmediate(resolve));
};

const work = mkdtempSync(path.join(tmpdir(), 'charity-backup-schedule-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let folders = 0;
/** The test app's config with a fresh BACKUP_DIR of its own. */
const withBackupDir = (config: Config, keep = 2): Config => ({
  ...config,
  backups: { dir: path.join(work, `backups-${++folders}`), intervalHours: 24, keep },
});

describe('scheduled backups of a SQLite site', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  it('backs up soon after a start when there is none, then once per interval, keeping the newest BACKUP_KEEP', async () => {
    const config = withBackupDir(ctx.config, 2);
    const clock = manualClock(Date.parse('2026-11-01T00:00:00Z'));
    const timers = manualTimers();
    const log = recordingLogger();
    const scheduler = createBackupScheduler({ config, log, now: clock.now, timers });
    expect(scheduler.status().state).toBe('none');

    scheduler.start();
    expect(timers.delays).toEqual([FIRST_CHECK_MS]);
    timers.fire();
    await settle(scheduler, 1);
    expect(listBackups(config.backups.dir).map((b) => b.name)).toEqual(['2026-11-01T00-00-00Z']);
    const first = scheduler.status();
    expect(first).toMatchObject({ state: 'ok', at: '2026-11-01T00:00:00.000Z', message: null });
    expect(first.bytes).toBeGreaterThan(0);
    // The next look is within the hour (the interval is 24 h): a clock change or a restart is noticed soon.
    expect(timers.delays).toEqual([HOUR]);

    // An hour later nothing is due.
    clock.advance(HOUR);
    timers.fire();
    await settle(scheduler, 2);
    expect(listBackups(config.backups.dir)).toHaveLength(1);

    // A day after the first, the second; a day later the third, and the first goes (BACKUP_KEEP=2).
    clock.advance(23 * HOUR);
    timers.fire();
    await settle(scheduler, 3);
    clock.advance(24 * HOUR);
    timers.fire();
    await settle(scheduler, 4);
    expect(listBackups(config.backups.dir).map((b) => b.name)).toEqual([
      '2026-11-03T00-00-00Z',
      '2026-11-02T00-00-00Z',
    ]);
    // Nothing half-written or locked is left behind.
    expect(readdirSync(config.backups.dir).filter((name) => name.startsWith('.'))).toEqual([]);
    await scheduler.stop();
  });

  it('counts the backups already in the folder: a recent one is not repeated after a restart, an old one is', async () => {
    const config = withBackupDir(ctx.config, 5);
    const clock = manualClock(Date.parse('2026-11-10T12:00:00Z'));
    await backupSite(
      ctx.config,
      path.join(config.backups.dir, 'made-by-hand'),
      new Date(clock.ms - 2 * HOUR),
    );

    const scheduler = createBackupScheduler({ config, log: recordingLogger(), now: clock.now });
    expect(await scheduler.runDue()).toBe('fresh');
    expect(scheduler.status()).toMatchObject({ state: 'ok', at: '2026-11-10T10:00:00.000Z' });
    expect(listBackups(config.backups.dir)).toHaveLength(1);

    clock.advance(23 * HOUR);
    expect(await scheduler.runDue()).toBe('backed-up');
    expect(listBackups(config.backups.dir)).toHaveLength(2);
  });

  it('makes one backup per interval when two processes share the folder', async () => {
    const config = withBackupDir(ctx.config, 5);
    const clock = manualClock(Date.parse('2026-11-20T08:00:00Z'));
    const one = createBackupScheduler({ config, log: recordingLogger(), now: clock.now });
    const two = createBackupScheduler({ config, log: recordingLogger(), now: clock.now });
    const outcomes = await Promise.all([one.runDue(), two.runDue()]);
    expect(outcomes.toSorted()).toEqual(['backed-up', 'locked']);
    expect(listBackups(config.backups.dir)).toHaveLength(1);
    // Once the lock is released, the other finds the fresh backup and does nothing.
    expect(await two.runDue()).toBe('fresh');
    expect(listBackups(config.backups.dir)).toHaveLength(1);
  });

  it('reports a failure, leaves nothing half-written, and tries again within the hour', async () => {
    const config: Config = {
      ...withBackupDir(ctx.config),
      database: { kind: 'sqlite', file: path.join(work, 'no-such-site.db') },
    };
    const clock = manualClock(Date.parse('2026-11-25T08:00:00Z'));
    const timers = manualTimers();
    const log = recordingLogger();
    const scheduler = createBackupScheduler({ config, log, now: clock.now, timers });
    scheduler.start();
    timers.fire();
    await settle(scheduler, 1);
    expect(scheduler.status()).toMatchObject({
      state: 'failed',
      at: '2026-11-25T08:00:00.000Z',
      last_success_at: null,
      message: expect.stringMatching(/no database/) as unknown,
    });
    expect(log.lines.some((line) => line.level === 'error' && line.message === 'backup: run failed')).toBe(
      true,
    );
    expect(timers.delays).toEqual([HOUR]);
    expect(readdirSync(config.backups.dir)).toEqual([]);
    await scheduler.stop();
  });
});

describe('sites the scheduler does not back up', () => {
  it('does nothing for a PostgreSQL site and says so once in the log', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(work, 'pg-site'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site',
    });
    const timers = manualTimers();
    const log = recordingLogger();
    const scheduler = createBackupScheduler({ config, log, timers });
    scheduler.start();
    expect(timers.delays).toEqual([]);
    expect(log.lines.filter((line) => /pg_dump/.test(line.message))).toHaveLength(1);
    expect(scheduler.status()).toMatchObject({
      state: 'off',
      message: expect.stringMatching(/pg_dump/) as unknown,
    });
    expect(existsSync(config.backups.dir)).toBe(false);
  });

  it('does nothing when BACKUP_INTERVAL_HOURS is 0', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(work, 'off'),
      BACKUP_INTERVAL_HOURS: '0',
    });
    const timers = manualTimers();
    const scheduler = createBackupScheduler({ config, log: recordingLogger(), timers });
    scheduler.start();
    expect(timers.delays).toEqual([]);
    expect(scheduler.status()).toMatchObject({
      state: 'off',
      message: expect.stringMatching(/BACKUP_INTERVAL_HOURS=0/) as unknown,
    });
  });

  it('reads BACKUP_DIR, BACKUP_INTERVAL_HOURS and BACKUP_KEEP, with DATA_DIR/backups, 24 and 7 by default', () => {
    const dataDir = path.join(work, 'defaults');
    expect(loadConfig({ DATA_DIR: dataDir }).backups).toEqual({
      dir: path.join(dataDir, 'backups'),
      intervalHours: 24,
      keep: 7,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        BACKUP_DIR: '/srv/backups',
        BACKUP_INTERVAL_HOURS: '6',
        BACKUP_KEEP: '28',
      }).backups,
    ).toEqual({ dir: '/srv/backups', intervalHours: 6, keep: 28 });
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: 'daily' })).toThrow(
      /BACKUP_INTERVAL_HOURS/,
    );
  });
});
