import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@charity/shared';
import { buildApp } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { verifiedUser } from '../../../test/support/auth-test-kit.ts';
import { donateAndPay, donationForm, readPdf } from '../../../test/support/donations-test-kit.ts';
import { adminCall, firstAdmin, member } from '../../../test/support/staff-test-kit.ts';
import {
  createTestApp,
  testDatabases,
  useTestApp,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { recordingLogger } from '../../../test/support/mail-worker.ts';
import { createBackupScheduler, listBackups } from './scheduler.ts';
import { restoreSite } from './site-backup.ts';

const work = mkdtempSync(path.join(tmpdir(), 'charity-restore-drill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type App = TestContext['app'];

/** The receipt PDF a donor opens from the payments page, as text. */
async function receiptText(app: App, donationId: number, token: string): Promise<string> {
  const link = await app.inject({
    url: `/api/donation/certificate/${donationId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(link.statusCode, link.body).toBe(200);
  const url = new URL(link.json<{ data: string }>().data);
  const pdf = await app.inject({ url: `${url.pathname}${url.search}` });
  expect(pdf.statusCode).toBe(200);
  return (await readPdf(pdf.rawPayload)).text;
}

describe('restore drill: a scheduled backup restored into an empty DATA_DIR', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { BACKUP_DIR: path.join(work, 'backups') });
  });
  afterAll(() => ctx.close());

  it('brings back donations, receipts (the same PDF text) and uploads', async () => {
    const { app, config } = ctx;
    const donor = await verifiedUser(app);
    const gifts = [
      await donateAndPay(app, donationForm({ email: donor.email })),
      await donateAndPay(app, donationForm({ email: donor.email, amount: '2500', trust: '2' })),
    ];
    const receipts = await Promise.all(gifts.map((gift) => receiptText(app, gift.id, donor.token)));
    expect(receipts[0]).toContain(gifts[0]?.receiptNumber);
    mkdirSync(path.join(config.uploadsDir, 'events'), { recursive: true });
    writeFileSync(path.join(config.uploadsDir, 'events', 'annadanam-4f2a.webp'), 'a picture of the day');
    const donations = await app.db.selectFrom('donations').selectAll().orderBy('id').execute();

    const scheduler = createBackupScheduler({ config, log: recordingLogger() });
    expect(await scheduler.runDue()).toBe('backed-up');
    const [backup] = listBackups(config.backups.dir);
    expect(backup).toBeDefined();

    // The restore code of `npm run restore`, into a DATA_DIR that does not exist yet, with the same APP_SECRET
    // (the runbook: the secret is kept with the backups).
    const restoredDir = path.join(work, 'restored');
    const restored: Config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: restoredDir,
      APP_SECRET: config.appSecret,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(restoredDir, 'no-web-build'),
    });
    restoreSite(restored, backup!.path);
    const second = await buildApp({ config: restored });
    try {
      await second.ready();
      expect(await second.db.selectFrom('donations').selectAll().orderBy('id').execute()).toEqual(donations);
      for (const [i, gift] of gifts.entries()) {
        // The donor's session came back with the database: the payments page's link works as before.
        expect(await receiptText(second, gift.id, donor.token)).toBe(receipts[i]);
      }
      const picture = await second.inject('/uploads/events/annadanam-4f2a.webp');
      expect(picture.statusCode).toBe(200);
      expect(picture.body).toBe('a picture of the day');
    } finally {
      await second.close();
    }
  });
});

describe.each(testDatabases)('the dashboard line "Backups" on %s', (database) => {
  const ctx = useTestApp(database);

  it('shows the last backup to an admin only', async () => {
    const admin = await firstAdmin(ctx.app);
    const finance = await member(ctx.app, admin, 'finance');
    const dashboard = async (token: string) =>
      (await adminCall(ctx.app, 'GET', '/api/admin/dashboard', { token })).json<{ data: Dashboard }>().data;
    const seen = (await dashboard(admin.token)).backups;
    if (database === 'postgres') {
      expect(seen).toMatchObject({ state: 'off', message: expect.stringMatching(/pg_dump/) as unknown });
    } else {
      expect(seen).toEqual({ state: 'none', at: null, last_success_at: null, bytes: null, message: null });
    }
    expect((await dashboard(finance.token)).backups).toBeUndefined();
  });
});
