import { describe, expect, it } from 'vitest';
import { SITE, TRUSTS, publicSite, seedSettings, type PublicSite } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { adminCall, firstAdmin } from '../../../test/support/staff-test-kit.ts';

describe.each(testDatabases)('GET /api/site on %s', (database) => {
  const ctx = useTestApp(database);
  // The app's first admin can be made once: the tests that save settings share them.
  let admin: Awaited<ReturnType<typeof firstAdmin>> | undefined;
  const signedInAdmin = async () => (admin ??= await firstAdmin(ctx.app));

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
    const admin = await signedInAdmin();
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

  it('answers in Kannada for ?locale=kn or a Kannada browser: the texts the settings have in Kannada, the rest as saved', async () => {
    const kannada = seedSettings().translations.kn!;
    for (const request of [
      { url: '/api/site?locale=kn' },
      { url: '/api/site', headers: { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.5' } },
    ]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: PublicSite }>();
      expect(data.name).toBe(kannada.site.name);
      expect(data.trusts[2].name).toBe(kannada.trusts[2].name);
      expect(data.trusts[1].funds.find((fund) => fund.key === 'annadanam')?.name).toBe('ಅನ್ನದಾನ');
      expect(data.email).toBe(SITE.email);
      expect(data.trusts[1].suggested_amounts).toEqual(seedSettings().trusts[1].suggested_amounts);
    }
    // English readers are not served the Kannada answer the server has just kept.
    expect((await read()).json<{ data: PublicSite }>().data.name).toBe(SITE.name);
  });

  it('falls back to English for a text left empty, and refuses a translation that is too long on its field', async () => {
    const admin = await signedInAdmin();
    const kannada = seedSettings().translations.kn!;
    const saved = await adminCall(ctx.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: {
        translations: {
          kn: { ...kannada, trusts: { ...kannada.trusts, 1: { ...kannada.trusts[1], purpose: '' } } },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = (await ctx.app.inject('/api/site?locale=kn')).json<{ data: PublicSite }>();
    expect(data.trusts[1].purpose).toBe(TRUSTS[1].purpose);
    expect(data.trusts[1].name).toBe(kannada.trusts[1].name);

    const refused = await adminCall(ctx.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { translations: { kn: { ...kannada, site: { ...kannada.site, name: 'ಅ'.repeat(121) } } } },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    // Named by the body's top-level field, as every route's own validation names a field (the console checks the
    // same schema before sending, so its boxes show the message first).
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
      translations: 'At most 120 characters',
    });
  });
});
