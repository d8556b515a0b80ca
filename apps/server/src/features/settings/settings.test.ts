import { beforeAll, describe, expect, it } from 'vitest';
import { SITE, TRUSTS, seedSettings, type ErrorBody, type SiteSettings } from '@charity/shared';
import { createSettingsReader } from '#src/services/settings/settings.ts';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';
import { adminCall, auditRows, firstAdmin, type Enrolled } from '../../../test/support/staff-test-kit.ts';

type SettingsBody = { data: SiteSettings; meta: { updated_at: string | null } };

describe.each(testDatabases)('trust settings on %s', (database) => {
  const ctx = useTestApp(database);
  let admin: Enrolled;
  beforeAll(async () => {
    admin = await firstAdmin(ctx.app);
  });

  const get = () => adminCall(ctx.app, 'GET', '/api/admin/settings', { token: admin.token });
  const patch = (body: unknown) =>
    adminCall(ctx.app, 'PATCH', '/api/admin/settings', { token: admin.token, body });

  it("starts from site.ts's values, stored on the first read", async () => {
    // The first admin's invitation mail already read (and so stored) them: start again from a database without.
    await ctx.app.db.deleteFrom('trust_settings').execute();
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json<SettingsBody>();
    expect(body.data).toEqual(seedSettings());
    expect(body.data.site.name).toBe(SITE.name);
    expect(body.data.trusts[1].upi_vpa).toBe(TRUSTS[1].upiVpa);
    expect(body.data.trusts[2].registration_80g).toBeNull();
    expect(body.meta.updated_at).toBeNull();
    expect(await ctx.app.db.selectFrom('trust_settings').selectAll().execute()).toHaveLength(1);
  });

  it('merges a change one level deep, stores it for every reader, and audits it (PAN masked)', async () => {
    const response = await patch({
      trusts: { 2: { upi_vpa: 'temple.seva@okbank', phone: '+91 80 1111 2222' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json<SettingsBody>();
    expect(data.trusts[2]).toMatchObject({ upi_vpa: 'temple.seva@okbank', phone: '+91 80 1111 2222' });
    expect(data.trusts[2].name).toBe(TRUSTS[2].name);
    expect(data.trusts[1]).toEqual(seedSettings().trusts[1]);
    expect(meta.updated_at).toEqual(expect.any(String));

    // What receipts, the e-hundi QR and mails read.
    expect((await createSettingsReader(ctx.app.db).trust(2)).upi_vpa).toBe('temple.seva@okbank');
    expect((await get()).json<SettingsBody>().data.trusts[2].upi_vpa).toBe('temple.seva@okbank');

    const [entry] = (await auditRows(ctx.app, 'update')).filter((r) => r.resource === 'settings');
    expect(entry).toMatchObject({ staff_id: admin.staff.id, record_id: 'site' });
    const logged = (json: string | null) => JSON.parse(json ?? 'null') as SiteSettings;
    expect(logged(entry!.before).trusts[2].upi_vpa).toBe(TRUSTS[2].upiVpa);
    expect(logged(entry!.after).trusts[2].upi_vpa).toBe('temple.seva@okbank');
    expect(logged(entry!.after).trusts[2].pan).toBe(`XXXXXX${TRUSTS[2].pan.slice(-4)}`);
  });

  it('refuses bad values with 422 and changes nothing, with no audit entry', async () => {
    const before = (await get()).json<SettingsBody>().data;
    const auditBefore = (await auditRows(ctx.app)).length;
    for (const body of [
      { trusts: { 1: { pan: 'NOT-A-PAN' } } },
      {
        trusts: { 1: { registration_80g: { urn: 'X1', valid_from: '2027-04-01', valid_to: '2026-03-31' } } },
      },
      { site: { email: 'nope' } },
      { unknown: true },
    ]) {
      const response = await patch(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {})).not.toHaveLength(0);
    }
    expect((await get()).json<SettingsBody>().data).toEqual(before);
    expect(await auditRows(ctx.app)).toHaveLength(auditBefore);
  });

  it("puts the saved name, office address and phone into the next mails, and sends the trust's copies to the saved address", async () => {
    const office = {
      name: 'Sai Seva Trusts',
      email: 'office@seva-trusts.example',
      phone: '+91 80 4000 1234',
    };
    expect((await patch({ site: office })).statusCode).toBe(200);

    const visitor = 'meera.settings@example.org';
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        first_name: 'Meera',
        last_name: 'Iyer',
        email: visitor,
        phone: '9845012345',
        message: 'Hello, may we visit the ashram?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const [copy] = await mailsTo(ctx.app, office.email);
    expect(copy?.subject).toBe('Contact message from Meera Iyer');
    expect(await mailsTo(ctx.app, SITE.email)).toEqual([]);
    const [acknowledgement] = await mailsTo(ctx.app, visitor);
    expect(acknowledgement?.subject).toBe('We received your message — Sai Seva Trusts');
    expect(acknowledgement?.text_body).toContain(`-- \nSai Seva Trusts\n`);
    expect(acknowledgement?.text_body).toContain('office@seva-trusts.example · +91 80 4000 1234');
    expect(acknowledgement?.html_body).not.toContain(SITE.phone);
  });
});
