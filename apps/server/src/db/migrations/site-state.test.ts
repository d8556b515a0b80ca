import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../database.ts';
import { readSiteState } from '../site-state.ts';
import { initial } from './0001-initial.ts';
import { subscriptionConfirmExpiry } from './0002-subscription-confirm-expiry.ts';
import { donationOrders } from './0003-donation-orders.ts';
import { siteState } from './0004-site-state.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database at migration 0003, as an install from before site_state has it. */
async function beforeSiteState(): Promise<Db> {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-site-state-'));
  dirs.push(dir);
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'site.db') });
  const untyped = db as unknown as Kysely<unknown>;
  for (const migration of [initial, subscriptionConfirmExpiry, donationOrders]) await migration.up(untyped);
  return db;
}

describe('migration 0004-site-state', () => {
  it('marks an install that already has events as seeded, so deleting them never brings the demo back', async () => {
    const db = await beforeSiteState();
    try {
      await db
        .insertInto('events')
        .values({
          name: 'Seeded before 0004',
          image: '/uploads/a.webp',
          image_small: '/uploads/a-small.webp',
          category: 'manava-seva',
          status: 1,
          sdate: null,
          edate: null,
        })
        .execute();
      await siteState.up(db);
      expect(await readSiteState(db, 'demo_seeded_at')).toBe('before-site-state');
    } finally {
      await db.destroy();
    }
  });

  it('leaves an install without events unmarked', async () => {
    const db = await beforeSiteState();
    try {
      await siteState.up(db);
      expect(await readSiteState(db, 'demo_seeded_at')).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});
