import { describe, expect, it } from 'vitest';
import {
  GIFT_CHOICE_MESSAGES,
  NAME_CHARACTERS_MESSAGE,
  TRUSTS,
  WALL_MESSAGES,
  adminCampaignResponseSchema,
  adminDonationDetailResponseSchema,
  campaignSchema,
  todayInIndia,
  type ErrorBody,
  type SubscriptionCheckout,
} from '@charity/shared';
import { call, randomIp } from '../../../../test/support/auth-test-kit.ts';
import {
  CREATE,
  donateAndPay,
  donationForm,
  donationRow,
  readPdf,
  receiptMailsTo,
} from '../../../../test/support/donations-test-kit.ts';
import {
  ehundiEntry,
  financeTeam,
  offlineGift,
  reconcile,
  recordGift,
  uniqueUtr,
} from '../../../../test/support/finance-test-kit.ts';
import { adminCall, auditRows, uniqueEmail } from '../../../../test/support/staff-test-kit.ts';
import {
  testDatabases,
  useTestApp,
  useTestCast,
  type TestContext,
} from '../../../../test/support/test-app.ts';

type App = TestContext['app'];

let slugs = 0;
const uniqueSlug = () => `gift-${Date.now().toString(36)}-${++slugs}`;

async function newCampaign(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const res = await adminCall(app, 'POST', '/api/admin/campaigns', {
    token,
    body: {
      trust: 1,
      fund: 'annadanam',
      slug: uniqueSlug(),
      title: 'Annadanam',
      summary: 'Meals',
      goal: 50000,
      starts_on: '2026-01-01',
      published: true,
      show_wall: true,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminCampaignResponseSchema.parse(res.json()).data;
}

async function publicPage(app: App, slug: string) {
  const res = await app.inject({ method: 'GET', url: `/api/campaign/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return campaignSchema.parse(res.json<{ data: unknown }>().data);
}

const createGift = (app: App, path: string, body: Record<string, string>) =>
  call(app, 'POST', path, { body, ip: randomIp() });

describe.each(testDatabases)('gifts to campaigns, the wall and dedications on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);

  it('takes an online gift for a campaign: its fund, the wall by consent, the dedication on the receipt', async () => {
    const campaign = await newCampaign(ctx.app, team.editor.token);
    const email = uniqueEmail('campaign');
    const gift = await donateAndPay(
      ctx.app,
      donationForm({
        email,
        first_name: 'Meena',
        last_name: 'Iyer',
        amount: '1001',
        // The campaign's fund wins over the form's.
        fund: 'elder-care',
        campaign: campaign.slug,
        wall: 'on',
        dedication_kind: 'memory',
        dedication_name: '  Smt.   Saraswati Iyer ',
      }),
    );
    expect(await donationRow(ctx.app, gift.id)).toMatchObject({
      campaign_id: campaign.id,
      fund: 'annadanam',
      wall: 1,
      wall_name: null,
      dedication_kind: 'memory',
      dedication_name: 'Smt. Saraswati Iyer',
    });
    // Not on the wall without asking.
    await donateAndPay(ctx.app, donationForm({ amount: '500', campaign: campaign.slug }));

    const page = await publicPage(ctx.app, campaign.slug);
    expect(page).toMatchObject({ raised: 1501, donors: 2 });
    expect(page.wall?.data).toEqual([
      {
        name: 'Meena I.',
        dedication_kind: 'memory',
        dedication_name: 'Smt. Saraswati Iyer',
        given_on: todayInIndia(),
      },
    ]);

    const mails = await receiptMailsTo(ctx.app, email);
    expect(mails).toHaveLength(1);
    const { text } = await readPdf(mails[0]?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain(`to ${TRUSTS[1].name} in memory of Smt. Saraswati Iyer.`);
  });

  it('refuses a gift to a campaign that has ended, is a draft, is unknown or is of the other trust (422 on campaign)', async () => {
    const ended = await newCampaign(ctx.app, team.editor.token, {
      starts_on: '2025-01-01',
      ends_on: '2025-03-31',
    });
    const draft = await newCampaign(ctx.app, team.editor.token, { published: false });
    const future = await newCampaign(ctx.app, team.editor.token, { starts_on: '2999-01-01' });
    const otherTrust = await newCampaign(ctx.app, team.editor.token, { trust: 2, fund: null });
    const cases: [string, string][] = [
      [ended.slug, GIFT_CHOICE_MESSAGES.campaignEnded],
      [draft.slug, GIFT_CHOICE_MESSAGES.campaign],
      [future.slug, GIFT_CHOICE_MESSAGES.campaignClosed],
      ['no-such-campaign', GIFT_CHOICE_MESSAGES.campaign],
      ['Not A Slug', GIFT_CHOICE_MESSAGES.campaign],
      [otherTrust.slug, GIFT_CHOICE_MESSAGES.campaignTrust],
    ];
    const before = await ctx.app.db.selectFrom('donations').select('id').execute();
    for (const path of [CREATE, '/api/donation/subscription/create', '/api/e-hundi/create']) {
      for (const [slug, message] of cases) {
        const res = await createGift(ctx.app, path, donationForm({ campaign: slug }));
        expect(res.statusCode, `${path} ${slug}: ${res.body}`).toBe(422);
        expect(res.json<ErrorBody>().errors, `${path} ${slug}`).toEqual({ campaign: message });
      }
    }
    expect(await ctx.app.db.selectFrom('donations').select('id').execute()).toHaveLength(before.length);
  });

  it('checks the wall name and the dedication with the name rules', async () => {
    const campaign = await newCampaign(ctx.app, team.editor.token);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ dedication_kind: 'memory' }, { dedication_name: GIFT_CHOICE_MESSAGES.dedicationName }],
      [{ dedication_name: 'Amma' }, { dedication_kind: GIFT_CHOICE_MESSAGES.dedicationKind }],
      [
        { dedication_kind: 'birthday', dedication_name: 'Amma' },
        { dedication_kind: GIFT_CHOICE_MESSAGES.dedicationKind },
      ],
      [
        { dedication_kind: 'honour', dedication_name: 'Amma\u202Eevil' },
        { dedication_name: NAME_CHARACTERS_MESSAGE },
      ],
      [
        { dedication_kind: 'honour', dedication_name: 'x'.repeat(61) },
        { dedication_name: GIFT_CHOICE_MESSAGES.dedicationNameLength },
      ],
      [{ wall: 'on', wall_name: 'Ravi\u0007' }, { wall_name: NAME_CHARACTERS_MESSAGE }],
      [{ wall: 'on', wall_name: 'x'.repeat(61) }, { wall_name: GIFT_CHOICE_MESSAGES.wallName }],
    ];
    for (const [fields, errors] of cases) {
      const res = await createGift(ctx.app, CREATE, donationForm({ campaign: campaign.slug, ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json<ErrorBody>().errors, JSON.stringify(fields)).toEqual(errors);
    }
  });

  it('carries a campaign from an e-hundi entry and a monthly gift to their donations, and counts them', async () => {
    const campaign = await newCampaign(ctx.app, team.editor.token, { goal: 1000 });
    const entry = await ehundiEntry(ctx.app, {
      amount: '501',
      campaign: campaign.slug,
      wall: 'on',
      wall_name: 'Anonymous',
      dedication_kind: 'honour',
      dedication_name: 'My teachers',
    });
    const reconciled = await reconcile(ctx.app, team.finance.token, entry.id, {
      utr: uniqueUtr(),
      received_on: todayInIndia(),
      amount: '501',
    });
    expect(reconciled.statusCode, reconciled.body).toBe(200);

    const monthly = await createGift(
      ctx.app,
      '/api/donation/subscription/create',
      donationForm({ amount: '250', campaign: campaign.slug }),
    );
    expect(monthly.statusCode, monthly.body).toBe(201);
    const { subscription_id: subscriptionId } = monthly.json<{ data: SubscriptionCheckout }>().data;
    const paid = await call(ctx.app, 'POST', '/api/payments/sandbox/subscription/pay', {
      body: { subscription_id: subscriptionId, outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const charge = await ctx.app.db
      .selectFrom('donations')
      .select(['campaign_id', 'fund'])
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ campaign_id: campaign.id, fund: 'annadanam' });

    const page = await publicPage(ctx.app, campaign.slug);
    expect(page).toMatchObject({ raised: 751, donors: 2, percent: 75 });
    expect(page.wall?.data).toEqual([
      {
        name: 'Anonymous',
        dedication_kind: 'honour',
        dedication_name: 'My teachers',
        given_on: todayInIndia(),
      },
    ]);
  });

  it('records an offline gift against a campaign with a dedication, by the day it was received', async () => {
    const campaign = await newCampaign(ctx.app, team.editor.token, {
      starts_on: '2025-01-01',
      ends_on: '2025-03-31',
      goal: 10000,
    });
    const late = await recordGift(
      ctx.app,
      team.finance.token,
      offlineGift({ campaign: campaign.slug, received_on: '2025-04-01' }),
    );
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json<ErrorBody>().errors).toEqual({ campaign: GIFT_CHOICE_MESSAGES.campaignEnded });

    const email = uniqueEmail('offline');
    const res = await recordGift(
      ctx.app,
      team.finance.token,
      offlineGift({
        email,
        amount: '2500',
        campaign: campaign.slug,
        received_on: '2025-03-31',
        dedication_kind: 'memory',
        dedication_name: 'Sri Raghavan',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ data: { id: number } }>().data;
    expect(await donationRow(ctx.app, id)).toMatchObject({
      campaign_id: campaign.id,
      fund: 'annadanam',
      dedication_kind: 'memory',
      dedication_name: 'Sri Raghavan',
      wall: 0,
    });
    expect(await publicPage(ctx.app, campaign.slug)).toMatchObject({ raised: 2500, days_left: 0 });
    const mails = await receiptMailsTo(ctx.app, email);
    const { text } = await readPdf(mails[0]?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain('in memory of Sri Raghavan.');

    // The console's donation and the year's CSV name the campaign and the dedication.
    const detail = await adminCall(ctx.app, 'GET', `/api/admin/donations/${id}`, {
      token: team.finance.token,
    });
    expect(adminDonationDetailResponseSchema.parse(detail.json()).data).toMatchObject({
      campaign: { id: campaign.id, slug: campaign.slug, title: 'Annadanam' },
      dedication: 'In memory of Sri Raghavan',
    });
    const csv = await adminCall(ctx.app, 'GET', '/api/admin/exports/donations.csv?trust=1&fy=2024-25', {
      token: team.finance.token,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/,Campaign,Dedication$/);
    expect(rows.find((row) => row.includes(email))).toMatch(/,Annadanam,In memory of Sri Raghavan$/);
  });

  it('lets finance hide a wall entry and show it again, audited; other roles 403; a gift not on the wall 422', async () => {
    const campaign = await newCampaign(ctx.app, team.editor.token);
    const listed = await donateAndPay(
      ctx.app,
      donationForm({ first_name: 'Ravi', last_name: 'Kumar', campaign: campaign.slug, wall: 'on' }),
    );
    const unlisted = await donateAndPay(ctx.app, donationForm({ campaign: campaign.slug }));
    const wall = (id: number, hidden: boolean, token: string) =>
      adminCall(ctx.app, 'POST', `/api/admin/donations/${id}/wall`, { token, body: { hidden } });
    const names = async () =>
      (await publicPage(ctx.app, campaign.slug)).wall?.data.map((entry) => entry.name);
    expect(await names()).toEqual(['Ravi K.']);

    for (const role of ['editor', 'coordinator'] as const) {
      expect((await wall(listed.id, true, team[role].token)).statusCode).toBe(403);
    }
    const hide = await wall(listed.id, true, team.finance.token);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json<{ message: string }>().message).toBe(WALL_MESSAGES.hidden);
    expect(await names()).toEqual([]);
    // Hidden from the wall, still counted.
    expect((await publicPage(ctx.app, campaign.slug)).raised).toBe(3001);
    const audits = (await auditRows(ctx.app, 'wall-hide')).filter(
      (row) => row.record_id === String(listed.id),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ resource: 'donations', staff_id: team.finance.staff.id });

    expect((await wall(listed.id, false, team.finance.token)).statusCode).toBe(200);
    expect(await names()).toEqual(['Ravi K.']);
    expect(await auditRows(ctx.app, 'wall-show')).toHaveLength(1);

    const refused = await wall(unlisted.id, true, team.finance.token);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({ hidden: WALL_MESSAGES.notOnWall });
    expect((await wall(99_999_999, true, team.finance.token)).statusCode).toBe(404);
  });
});
