import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { insertDonationWithOrder } from '#src/features/giving/repository.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { BackupError, backupSite, defaultBackupDir, restoreSite } from './site-backup.ts';

const work = mkdtempSync(path.join(tmpdir(), 'charity-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a donation form stores, numbered so the test can tell which ones reached the backup. */
const donation = (n: number) => ({
  reference: `BK-${n}`,
  user_id: null,
  first_name: 'Donor',
  last_name: String(n),
  email: `donor${n}@example.in`,
  phone: '9876543210',
  amount_paise: 100_00 + n,
  city: 'Hyderabad',
  state: 'Telangana',
  trust: 1,
  pan_encrypted: null,
  pan_last4: null,
  gateway: 'sandbox',
  order_id: `order_bk_${n}`,
  payment_id: null,
  payment_method: null,
  paid_at: null,
  receipt_fy: null,
  receipt_seq: null,
  receipt_number: null,
  created_at: new Date().toISOString(),
});

describe('backup and restore of a SQLite site', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  it('copies a site that is being written to, and the copy restores into a fresh DATA_DIR', async () => {
    const { app, config } = ctx;
    // Uploads in nested folders, like the renditions of a picture.
    for (let i = 0; i < 12; i += 1) {
      const dir = path.join(config.uploadsDir, i % 2 ? 'events' : '');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `picture-${i}.webp`), `picture ${i}`);
    }

    // A writer that keeps committing donations (each with its upload, written first as the app does) while the
    // backup runs. It yields to the event loop between commits, as request handlers do.
    const committed: number[] = [];
    let stop = false;
    let n = 0;
    const writer = (async () => {
      while (!stop) {
        n += 1;
        writeFileSync(path.join(config.uploadsDir, `receipt-${n}.pdf`), `receipt ${n}`);
        await insertDonationWithOrder(app.db, donation(n));
        committed.push(n);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (committed.length < 200) await new Promise((resolve) => setImmediate(resolve));

    const committedBefore = [...committed];
    const target = path.join(work, 'backup');
    const manifest = await backupSite(config, target);
    const committedDuring = committed.length - committedBefore.length;
    stop = true;
    await writer;
    // The writes really overlapped the backup.
    expect(committedDuring).toBeGreaterThan(0);
    expect(manifest.uploads).toBeGreaterThanOrEqual(12 + committedBefore.length);
    expect(JSON.parse(readFileSync(path.join(target, 'backup.json'), 'utf8'))).toEqual(manifest);
    // One database file, no -wal or -shm beside it (APP_SECRET is set, so no app-secret file either).
    expect(readdirSync(target).sort()).toEqual(['backup.json', 'site.db', 'uploads']);

    const fresh = path.join(work, 'restored');
    const restoredConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: fresh });
    const restored = restoreSite(restoredConfig, target);
    expect(restored.createdAt).toBe(manifest.createdAt);

    const db = new Sqlite(restoredConfig.database.kind === 'sqlite' ? restoredConfig.database.file : '', {
      readonly: true,
      fileMustExist: true,
    });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('select reference from donations order by id').all() as { reference: string }[];
      const numbers = rows.map((r) => Number(r.reference.slice('BK-'.length)));
      // Every donation committed before the backup began, and a consistent prefix of the rest: one instant.
      expect(numbers.slice(0, committedBefore.length)).toEqual(committedBefore);
      expect(numbers).toEqual(committed.slice(0, numbers.length));
      const orders = db.prepare('select count(*) as n from donation_orders').get() as { n: number };
      expect(orders.n).toBe(numbers.length);
      // The file of every backed-up row, and every upload there was before the backup.
      for (const k of numbers) {
        expect(readFileSync(path.join(restoredConfig.uploadsDir, `receipt-${k}.pdf`), 'utf8')).toBe(
          `receipt ${k}`,
        );
      }
      for (let i = 0; i < 12; i += 1) {
        const file = path.join(restoredConfig.uploadsDir, i % 2 ? 'events' : '', `picture-${i}.webp`);
        expect(readFileSync(file, 'utf8')).toBe(`picture ${i}`);
      }
    } finally {
      db.close();
    }
  });

  it('refuses a DATA_DIR that holds anything unless forced, and then replaces it', async () => {
    const target = path.join(work, 'second-backup');
    await backupSite(ctx.config, target);

    const occupied = path.join(work, 'occupied');
    mkdirSync(path.join(occupied, 'uploads'), { recursive: true });
    writeFileSync(path.join(occupied, 'uploads', 'stale.jpg'), 'old');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: occupied });
    expect(() => restoreSite(config, target)).toThrow(/is not empty.*--force/);
    expect(existsSync(path.join(occupied, 'site.db'))).toBe(false);

    restoreSite(config, target, { force: true });
    expect(existsSync(path.join(occupied, 'uploads', 'stale.jpg'))).toBe(false);
    expect(existsSync(path.join(occupied, 'uploads', 'picture-0.webp'))).toBe(true);
    const db = new Sqlite(path.join(occupied, 'site.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });

  it('refuses to write into a folder that is not empty, and a folder that is not a backup', async () => {
    const used = path.join(work, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'notes.txt'), 'x');
    await expect(backupSite(ctx.config, used)).rejects.toThrow(BackupError);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'never') });
    expect(() => restoreSite(config, used)).toThrow(/is not a backup/);
  });

  it('sends PostgreSQL sites to pg_dump', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(work, 'pg'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site',
    });
    await expect(backupSite(config, path.join(work, 'pg-backup'))).rejects.toThrow(/pg_dump/);
    expect(() => restoreSite(config, path.join(work, 'backup'))).toThrow(/pg_restore/);
  });

  it('names a default folder by the time, safe on every file system', () => {
    expect(defaultBackupDir(new Date('2026-11-23T22:15:04.123Z'), '/srv/site/backups')).toBe(
      '/srv/site/backups/2026-11-23T22-15-04Z',
    );
  });

  it('runs as `npm run backup` and `npm run restore` (the README commands)', () => {
    const repo = fileURLToPath(new URL('../../../../..', import.meta.url));
    const npm = (args: string[], dataDir: string) =>
      spawnSync('npm', ['run', '--silent', ...args], {
        cwd: repo,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const target = path.join(work, 'cli-backup');
    const backup = npm(['backup', '--', target], ctx.config.dataDir);
    expect(backup.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`to ${target}`);

    const restoredDir = path.join(work, 'cli-restored');
    const restore = npm(['restore', '--', target], restoredDir);
    expect(restore.status).toBe(0);
    expect(existsSync(path.join(restoredDir, 'site.db'))).toBe(true);
    expect(existsSync(path.join(restoredDir, 'uploads', 'picture-0.webp'))).toBe(true);

    const again = npm(['restore', '--', target], restoredDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('--force');
  });
});
