import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { REDACTED, audit, maskSecrets } from './audit.ts';

describe('maskSecrets', () => {
  it('redacts secrets and masks identity numbers, at any depth', () => {
    const masked = maskSecrets({
      name: 'Lakshmi',
      password: 'hunter2hunter2',
      password_hash: '$argon2id$v=19$...',
      totp_secret: 'v1.abc.def.ghi',
      access_token: 'tok',
      recovery_codes: ['a', 'b'],
      pan: 'ABCPE1234F',
      pan_encrypted: 'v1.x.y.z',
      pan_last4: '234F',
      aadhaar: '2341 2341 2346',
      company: 'kept',
      trusts: { 1: { pan: 'AAATS1234K', upi_vpa: 'x@upi' } },
      list: [{ token: 't' }],
      empty: null,
    });
    expect(masked).toEqual({
      name: 'Lakshmi',
      password: REDACTED,
      password_hash: REDACTED,
      totp_secret: REDACTED,
      access_token: REDACTED,
      recovery_codes: REDACTED,
      pan: 'XXXXXX234F',
      pan_encrypted: REDACTED,
      pan_last4: '234F',
      aadhaar: 'XXXX XXXX 2346',
      company: 'kept',
      trusts: { 1: { pan: 'XXXXXX234K', upi_vpa: 'x@upi' } },
      list: [{ token: REDACTED }],
      empty: null,
    });
  });
});

describe.each(testDatabases)('audit.record on %s', (database) => {
  const ctx = useTestApp(database);

  const rows = () => ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  it('commits with the change it describes, masked', async () => {
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.insertInto('counters').values({ title: 'Meals', counter: 1 }).execute();
      await audit.record(trx, {
        staffId: null,
        ip: '10.0.0.1',
        action: 'create',
        resource: 'counters',
        recordId: 1,
        after: { title: 'Meals', token: 'secret' },
      });
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      ip: '10.0.0.1',
      action: 'create',
      resource: 'counters',
      record_id: '1',
      before: null,
    });
    expect(JSON.parse(row!.after!)).toEqual({ title: 'Meals', token: REDACTED });
    expect(row!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('rolls back with a change that fails', async () => {
    const before = (await rows()).length;
    await expect(
      ctx.app.db.transaction().execute(async (trx) => {
        await audit.record(trx, {
          staffId: null,
          ip: null,
          action: 'update',
          resource: 'counters',
          recordId: 1,
        });
        // The change itself fails after its audit entry was written: both must go.
        await trx
          .insertInto('events')
          .values({
            name: 'x',
            image: 'a',
            image_small: 'b',
            status: 9,
            category: 'madhava-seva',
            sdate: null,
            edate: null,
          })
          .execute();
      }),
    ).rejects.toThrow();
    expect(await rows()).toHaveLength(before);
  });
});
