import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../database.ts';
import { initial } from './0001-initial.ts';
import { subscriptionConfirmExpiry } from './0002-subscription-confirm-expiry.ts';
import { donationOrders } from './0003-donation-orders.ts';
import { siteState } from './0004-site-state.ts';
import { staff } from './0005-staff.ts';
import { inboxes } from './0006-inboxes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0006-inboxes', () => {
  it('gives existing messages the status new and puts unknown volunteer statuses back to new', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'charity-inboxes-'));
    dirs.push(dir);
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'site.db') });
    const untyped = db as unknown as Kysely<unknown>;
    try {
      for (const migration of [initial, subscriptionConfirmExpiry, donationOrders, siteState, staff]) {
        await migration.up(untyped);
      }
      const person = {
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.org',
        phone: '+919845012345',
      };
      await untyped
        .insertInto('contact_messages' as never)
        .values({ ...person, message: 'Written before the console.' })
        .execute();
      const volunteer = {
        ...person,
        aadhar_encrypted: 'sealed',
        aadhar_last4: '2346',
        address: '12, 4th Cross, Jayanagar',
        interest: 'Meals',
      };
      await untyped
        .insertInto('volunteers' as never)
        .values([
          { ...volunteer, status: 'contacted' },
          { ...volunteer, status: 'pending-review' },
        ] as never)
        .execute();

      await inboxes.up(untyped);

      expect(await db.selectFrom('contact_messages').select(['status', 'updated_at']).execute()).toEqual([
        { status: 'new', updated_at: null },
      ]);
      expect(
        (await db.selectFrom('volunteers').select('status').orderBy('id').execute()).map((v) => v.status),
      ).toEqual(['contacted', 'new']);
      // The database itself refuses a status outside the three.
      await expect(
        db
          .updateTable('contact_messages')
          .set({ status: 'spam' as 'new' })
          .execute(),
      ).rejects.toThrow(/CHECK/);
    } finally {
      await db.destroy();
    }
  });
});
