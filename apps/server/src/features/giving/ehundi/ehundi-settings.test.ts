import { describe, expect, it } from 'vitest';
import { ehundiEntrySchema, mergeSettings } from '@charity/shared';
import { readSettings, writeSettings } from '#src/services/settings/settings.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';

/** The e-hundi QR pays into the VPA the admins last saved (docs/product/console.md), not site.ts's demo value. */
describe.each(testDatabases)('e-hundi reads the trust settings on %s', (database) => {
  const ctx = useTestApp(database);

  it('uses a changed UPI id and name in the next entry', async () => {
    const { settings } = await readSettings(ctx.app.db);
    const changed = mergeSettings(settings, {
      trusts: { 2: { upi_vpa: 'temple.hundi@okbank', name: 'Sri Meru Mathi Temple Trust' } },
    });
    await writeSettings(ctx.app.db, changed, null, new Date());

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/e-hundi/create',
      remoteAddress: '10.9.8.7',
      payload: {
        first_name: 'Ravi',
        last_name: 'Kumar',
        email: 'ravi.settings@example.org',
        phone: '+91 98450 12345',
        amount: '501',
        city: 'Mysuru',
        state: 'Karnataka',
        trust: '2',
        indian_citizen: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = ehundiEntrySchema.parse(res.json<{ data: unknown }>().data);
    expect(entry).toMatchObject({
      upi_vpa: 'temple.hundi@okbank',
      trust_name: 'Sri Meru Mathi Temple Trust',
    });
    expect(entry.upi_link).toContain(`pa=${encodeURIComponent('temple.hundi@okbank')}`);
  });
});
