import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  DONATION_FIELD_MESSAGES,
  GIVING_SETTINGS_DEFAULTS,
  MESSAGES,
  donationRowSchema,
  financialYearOf,
  mergeSettings,
  pageEnvelope,
  publicSiteSchema,
  seedSettings,
  statementPdfUrl,
  todayInIndia,
  type ErrorBody,
  type SiteSettings,
} from '@charity/shared';
import { call, verifiedUser } from '../../../test/support/auth-test-kit.ts';
import { adminCall, firstAdmin } from '../../../test/support/staff-test-kit.ts';
import { SETTINGS_KEY, readSettings, writeSettings } from '#src/services/settings/settings.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../test/support/test-app.ts';
import {
  CREATE,
  donateAndPay,
  donationForm,
  donationRow,
  readPdf,
} from '../../../test/support/donations-test-kit.ts';
import { ehundiEntry, financeTeam, reconcile, uniqueUtr } from '../../../test/support/finance-test-kit.ts';

/**
 * The giving fields through the API (docs/product/giving.md "Funds, suggested amounts, address and overseas donors"): the
 * 80G address rule, the fund, the citizenship confirmation, on donations and e-hundi entries alike, and where
 * they end up: the payments page, Form 10BD, the statement, the trust settings.
 */

const EHUNDI = '/api/e-hundi/create';
const ADDRESS = 'Flat 4, 12 MG Road, Bengaluru, Karnataka 560001';
const csvRows = (body: string): string[][] => parse(body, { bom: true });

describe.each(testDatabases)('donation fund, address and citizenship on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  const app = () => ctx.app;

  /** The trusts' settings as they are now, changed by `change` (a merge, as the console's PATCH does). */
  async function changeSettings(change: Parameters<typeof mergeSettings>[1]) {
    const { settings } = await readSettings(app().db);
    await writeSettings(app().db, mergeSettings(settings, change), null, new Date());
  }
  const refusal = async (url: string, form: Record<string, string>) => {
    const res = await call(app(), 'POST', url, { body: form });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<ErrorBody>();
    expect(body.message).toBe(MESSAGES.invalidInput);
    const stored = await app()
      .db.selectFrom(url === CREATE ? 'donations' : 'ehundi_entries')
      .select('id')
      .where('email', '=', form.email!)
      .execute();
    expect(stored).toEqual([]);
    return body.errors ?? {};
  };

  describe.each([
    ['donation', CREATE],
    ['e-hundi entry', EHUNDI],
  ])('a %s', (_what, url) => {
    const table = url === CREATE ? 'donations' : 'ehundi_entries';
    const create = async (form: Record<string, string>) => {
      const res = await call(app(), 'POST', url, { body: form });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ data: { id: number } }>().data;
      return app().db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    };

    it('requires the address and PIN code for the 80G receipt of the first trust', async () => {
      const errors = await refusal(url, donationForm({ address: ' ', pin_code: '' }));
      expect(errors).toEqual({
        address: DONATION_FIELD_MESSAGES.address,
        pin_code: DONATION_FIELD_MESSAGES.pinCode,
      });
      expect(await refusal(url, donationForm({ pin_code: '056001' }))).toEqual({
        pin_code: DONATION_FIELD_MESSAGES.pinCodeInvalid,
      });
    });

    it('does not require them for the second trust, and stores none', async () => {
      const row = await create(donationForm({ trust: '2', pan: '', address: '', pin_code: '' }));
      expect(row).toMatchObject({ trust: 2, address: null, pin_code: null, fund: null });
    });

    it("stores the fund, the address, the PIN code and the donor's confirmation", async () => {
      const row = await create(donationForm({ fund: 'elder-care' }));
      expect(row).toMatchObject({
        fund: 'elder-care',
        address: 'Flat 4, 12 MG Road',
        pin_code: '560001',
        indian_citizen: 1,
      });
    });

    it('refuses a fund the chosen trust does not have, on the fund field', async () => {
      // The second trust's fund, sent with the first trust.
      expect(await refusal(url, donationForm({ fund: 'temple-restoration' }))).toEqual({
        fund: DONATION_FIELD_MESSAGES.fund,
      });
      expect(await refusal(url, donationForm({ fund: 'Not A Key' }))).toEqual({
        fund: DONATION_FIELD_MESSAGES.fund,
      });
    });

    it('refuses a gift without the citizenship confirmation for a trust without FCRA registration', async () => {
      expect(await refusal(url, donationForm({ indian_citizen: '' }))).toEqual({
        indian_citizen: DONATION_FIELD_MESSAGES.indianCitizen,
      });
    });

    it('asks no confirmation of a trust that accepts foreign contributions', async () => {
      await changeSettings({ trusts: { 2: { accepts_foreign_contributions: true } } });
      try {
        const row = await create(
          donationForm({ trust: '2', pan: '', indian_citizen: '', phone: '+44 7911 123456' }),
        );
        expect(row).toMatchObject({ trust: 2, indian_citizen: null, phone: '+447911123456' });
        expect(await refusal(url, donationForm({ indian_citizen: '' }))).toHaveProperty('indian_citizen');
      } finally {
        await changeSettings({ trusts: { 2: { accepts_foreign_contributions: false } } });
      }
    });
  });

  it('carries the e-hundi entry’s fund and address to the donation its reconciliation makes', async () => {
    const entry = await ehundiEntry(app(), {
      fund: 'annadanam',
      address: '7 Chamundi Road',
      pin_code: '570001',
    });
    const res = await reconcile(app(), team.finance.token, entry.id, {
      utr: uniqueUtr(),
      received_on: todayInIndia(),
      amount: '501',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { donation_id: donationId } = res.json<{ data: { donation_id: number } }>().data;
    expect(await donationRow(app(), donationId)).toMatchObject({
      fund: 'annadanam',
      address: '7 Chamundi Road',
      pin_code: '570001',
      indian_citizen: 1,
    });
  });

  it("names the fund on the donor's payments page and in the console's list and detail", async () => {
    const donor = await verifiedUser(app());
    const chosen = await donateAndPay(app(), donationForm({ email: donor.email, fund: 'childrens-home' }));
    const general = await donateAndPay(app(), donationForm({ email: donor.email }));

    const mine = await call(app(), 'GET', '/api/user/payment-data', { token: donor.token });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = pageEnvelope(donationRowSchema).parse(mine.json()).data;
    expect(rows.find((row) => row.id === chosen.id)).toMatchObject({
      fund: 'childrens-home',
      fund_name: "Children's home",
    });
    expect(rows.find((row) => row.id === general.id)).toMatchObject({
      fund: null,
      fund_name: 'General fund',
    });

    const list = await adminCall(
      app(),
      'GET',
      `/api/admin/donations?q=${encodeURIComponent(chosen.receiptNumber)}`,
      {
        token: team.finance.token,
      },
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: chosen.id, fund: 'childrens-home', fund_name: "Children's home" }),
    ]);
    const detail = await adminCall(app(), 'GET', `/api/admin/donations/${chosen.id}`, {
      token: team.finance.token,
    });
    expect(detail.json<{ data: unknown }>().data).toMatchObject({
      fund_name: "Children's home",
      address: 'Flat 4, 12 MG Road',
      pin_code: '560001',
    });
  });

  it('reports each fund’s donation type and the whole address in Form 10BD, and prints them on the receipt', async () => {
    const pan = 'ABCPF1234Z';
    const form = (fund: string) => donationForm({ pan, fund, first_name: 'Fund', last_name: 'Donor' });
    const gifts = [
      await donateAndPay(app(), form('elder-care')),
      await donateAndPay(app(), form('elder-care')),
      await donateAndPay(app(), form('')),
    ];
    // Form 10BD leaves sandbox test payments out (no money moved): these stand for real Razorpay payments.
    await app()
      .db.updateTable('donations')
      .set({ gateway: 'razorpay' })
      .where(
        'id',
        'in',
        gifts.map((gift) => gift.id),
      )
      .execute();
    const general = gifts[2]!;

    const fy = financialYearOf(new Date());
    const res = await adminCall(app(), 'GET', `/api/admin/exports/form-10bd.csv?trust=1&fy=${fy}`, {
      token: team.finance.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = csvRows(res.body);
    const column = (name: string) => header!.indexOf(name);
    const mine = rows.filter((row) => row[column('Unique Identification Number')] === pan);
    // One row per donor and donation type (Rule 18AB(3)): the two elder-care gifts summed, the general one apart.
    expect(
      mine.map((row) => [
        row[column('Address of donor')],
        row[column('Donation Type')],
        row[column('Amount of donation (Indian rupees)')],
      ]),
    ).toEqual([
      [ADDRESS, 'Specific grant', '3001.00'],
      [ADDRESS, 'Others', '1500.50'],
    ]);

    // The treasurer's file names the fund and its type on every receipt.
    const all = await adminCall(app(), 'GET', `/api/admin/exports/donations.csv?trust=1&fy=${fy}`, {
      token: team.finance.token,
    });
    const [allHeader, ...allRows] = csvRows(all.body);
    const fundsOf = new Map(
      allRows.map((row) => [
        row[0],
        [row[allHeader!.indexOf('Fund')], row[allHeader!.indexOf('Donation type (Form 10BD)')]],
      ]),
    );
    expect(gifts.map((gift) => fundsOf.get(gift.receiptNumber))).toEqual([
      ['Elder care', 'Specific grant'],
      ['Elder care', 'Specific grant'],
      ['General fund', 'Others'],
    ]);

    const receipt = await adminCall(app(), 'GET', `/api/admin/donations/${general.id}/receipt`, {
      token: team.finance.token,
    });
    expect(receipt.statusCode).toBe(200);
    const { text } = await readPdf(receipt.rawPayload);
    expect(text).toContain(`Address ${ADDRESS}`);
    expect(text).toContain('Fund General fund — donation type Others (Form 10BD)');
  });

  it("prints the donor's address on the yearly statement", async () => {
    const donor = await verifiedUser(app());
    await donateAndPay(
      app(),
      donationForm({ email: donor.email, address: '3 Lake View', pin_code: '560034' }),
    );
    const fy = financialYearOf(new Date());
    const res = await call(app(), 'GET', statementPdfUrl(1, fy), { token: donor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain(
      'Address 3 Lake View, Bengaluru, Karnataka 560034',
    );
  });
});

describe.each(testDatabases)('giving settings on %s', (database) => {
  const ctx = useTestApp(database);

  it('reads a settings document stored before the giving settings existed with the defaults, and shows them to the public site', async () => {
    const old = seedSettings() as unknown as { trusts: Record<string, Record<string, unknown>> };
    for (const trust of Object.values(old.trusts)) {
      delete trust.suggested_amounts;
      delete trust.funds;
      delete trust.accepts_foreign_contributions;
    }
    await ctx.app.db.deleteFrom('trust_settings').execute();
    await ctx.app.db
      .insertInto('trust_settings')
      .values({ key: SETTINGS_KEY, document: JSON.stringify(old), updated_by: null })
      .execute();

    const { settings } = await readSettings(ctx.app.db);
    expect(settings.trusts[1]).toMatchObject({
      ...GIVING_SETTINGS_DEFAULTS,
      name: seedSettings().trusts[1].name,
    });
    const res = await ctx.app.inject('/api/site');
    expect(res.statusCode).toBe(200);
    const site = publicSiteSchema.parse(res.json<{ data: unknown }>().data);
    expect(site.trusts[2]).toMatchObject({
      suggested_amounts: GIVING_SETTINGS_DEFAULTS.suggested_amounts,
      funds: [],
      accepts_foreign_contributions: false,
    });
    // No funds: a gift goes to the general fund, and any fund key is refused.
    const refused = await call(ctx.app, 'POST', CREATE, { body: donationForm({ fund: 'elder-care' }) });
    expect(refused.json<ErrorBody>().errors).toEqual({ fund: DONATION_FIELD_MESSAGES.fund });
  });

  it('lets an admin change the funds and amounts, keeps them through a patch of another field, and checks them', async () => {
    const admin = await firstAdmin(ctx.app);
    const patch = (body: unknown) =>
      adminCall(ctx.app, 'PATCH', '/api/admin/settings', { token: admin.token, body });
    const funds = [{ key: 'gaushala', name: 'Gaushala', donation_type: 'corpus' }];
    const changed = await patch({ trusts: { 1: { funds, suggested_amounts: [100, 1000] } } });
    expect(changed.statusCode, changed.body).toBe(200);
    const other = await patch({ trusts: { 1: { phone: '+91 80 1111 2222' } } });
    expect(other.json<{ data: SiteSettings }>().data.trusts[1]).toMatchObject({
      funds,
      suggested_amounts: [100, 1000],
      phone: '+91 80 1111 2222',
    });

    // The request's own validation answers these (staff/settings.test.ts): 422, the message under `trusts`.
    for (const [change, message] of [
      [{ funds: [...funds, funds[0]] }, 'Each fund needs a key of its own'],
      [{ suggested_amounts: [1000, 100] }, 'List the amounts from the smallest up, each once'],
      [{ accepts_foreign_contributions: 'yes' }, 'Choose yes or no'],
    ] as const) {
      const bad = await patch({ trusts: { 1: change } });
      expect(bad.statusCode).toBe(422);
      expect(Object.values(bad.json<ErrorBody>().errors ?? {})).toEqual([message]);
    }
    const site = publicSiteSchema.parse((await ctx.app.inject('/api/site')).json<{ data: unknown }>().data);
    expect(site.trusts[1].funds).toEqual([{ key: 'gaushala', name: 'Gaushala' }]);
    expect(site.trusts[1].suggested_amounts).toEqual([100, 1000]);
  });
});
