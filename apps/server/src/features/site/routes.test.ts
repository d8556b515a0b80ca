import { describe, expect, it } from 'vitest';
import { SITE, TRUSTS, publicSite, seedSettings, type PublicSite } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { adminCall, firstAdmin } from '../../../test/support/staff-test-kit.ts';

describe.each(testDatabases)('GET /api/site on %s', (database) => {
  const ctx = useTestApp(database);

  const read = async () => {
    const response = await ctx.app.inject('/api/site');
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it("answers site.ts's public details, cacheable, with no PAN or UPI id", async () => {
    const response = await read();
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
    const { data } = response.json<{ data: PublicSite }>();
    expect(data).toEqual(publicSite(seedSettings()));
    expect(data.phone).toBe(SITE.phone);
    expect(data.trusts[2].address).toBe(TRUSTS[2].address);
    expect(response.body).not.toContain(TRUSTS[1].pan);
    expect(response.body).not.toContain(TRUSTS[1].upiVpa);
  });

  it('shows what an admin saved', async () => {
    const admin = await firstAdmin(ctx.app);
    const patch = await adminCall(ctx.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { site: { phone: '+91 80 9999 0000' }, trusts: { 1: { address: 'A new address, Bengaluru' } } },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const { data } = (await read()).json<{ data: PublicSite }>();
    expect(data.phone).toBe('+91 80 9999 0000');
    expect(data.trusts[1].address).toBe('A new address, Bengaluru');
    expect(data.email).toBe(SITE.email);
  });
});
