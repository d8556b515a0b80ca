import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  adminCampaignListSchema,
  adminCampaignResponseSchema,
  campaignSchema,
  campaignSummarySchema,
  todayInIndia,
  type ErrorBody,
} from '@charity/shared';
import { itChecksRoles } from '../../../../test/support/admin-role-matrix.ts';
import { createDonation, donateAndPay, donationForm } from '../../../../test/support/donations-test-kit.ts';
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
import { createCampaignService } from './campaign-service.ts';

type App = TestContext['app'];

let slugs = 0;
/** A slug no other test in the run uses. */
const uniqueSlug = (label = 'appeal') => `${label}-${Date.now().toString(36)}-${++slugs}`;

/** A valid campaign of the first trust's Annadanam fund, running with no end, with the given changes. */
const campaignBody = (overrides: Record<string, unknown> = {}) => ({
  trust: 1,
  fund: 'annadanam',
  slug: uniqueSlug(),
  title: 'Annadanam 2026',
  summary: 'Meals for every visitor on every festival day',
  story_html: '<p>Every day <strong>500</strong> meals.</p><script>alert(1)</script>',
  goal: 100000,
  starts_on: '2026-01-01',
  ends_on: null,
  published: true,
  show_wall: true,
  ...overrides,
});

const adminOf = (body: string) => adminCampaignResponseSchema.parse(JSON.parse(body)).data;

async function createCampaign(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const res = await adminCall(app, 'POST', '/api/admin/campaigns', { token, body: campaignBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return adminOf(res.body);
}

async function publicCampaign(app: App, slug: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/campaign/${slug}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return campaignSchema.parse(res.json<{ data: unknown }>().data);
}

/**
 * Points a stored gift at the campaign, with its wall choices: these tests are about what a campaign reads from its
 * gifts; gift-choices.test.ts gives to campaigns through each form.
 */
async function tag(app: App, donationId: number, campaignId: number, wall: Record<string, unknown> = {}) {
  await app.db
    .updateTable('donations')
    .set({ campaign_id: campaignId, ...wall })
    .where('id', '=', donationId)
    .execute();
}

describe.each(testDatabases)('campaigns on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);

  describe('the role matrix', () => {
    let id = 0;
    // The member routes need a campaign to read and change.
    beforeAll(async () => {
      id = (await createCampaign(ctx.app, team.editor.token)).id;
    });
    const member = () => `/api/admin/campaigns/${id}`;
    itChecksRoles(
      () => ({ app: ctx.app, members: team }),
      [
        { method: 'GET', url: () => '/api/admin/campaigns', roles: ['editor', 'finance'] },
        { method: 'POST', url: () => '/api/admin/campaigns', body: () => campaignBody(), roles: ['editor'] },
        { method: 'GET', url: member, label: '/api/admin/campaigns/{id}', roles: ['editor', 'finance'] },
        {
          method: 'PATCH',
          url: member,
          label: '/api/admin/campaigns/{id}',
          body: () => ({ title: 'Renamed' }),
          roles: ['editor'],
        },
      ],
    );
  });

  it('creates a campaign for an editor: the story cleaned, the record audited, finance may read it', async () => {
    const body = campaignBody();
    const res = await adminCall(ctx.app, 'POST', '/api/admin/campaigns', { token: team.editor.token, body });
    expect(res.statusCode, res.body).toBe(201);
    const created = adminOf(res.body);
    expect(created).toMatchObject({
      slug: body.slug,
      trust: 1,
      fund: 'annadanam',
      goal: 100000,
      raised: 0,
      donors: 0,
      percent: 0,
      published: true,
      show_wall: true,
    });
    expect(created.story_html).toBe('<p>Every day <strong>500</strong> meals.</p>');
    const audits = (await auditRows(ctx.app, 'create')).filter((row) => row.resource === 'campaigns');
    expect(audits.at(-1)).toMatchObject({ record_id: String(created.id), staff_id: team.editor.staff.id });

    const list = await adminCall(ctx.app, 'GET', '/api/admin/campaigns', { token: team.finance.token });
    expect(list.statusCode, list.body).toBe(200);
    const { data, meta } = adminCampaignListSchema.parse(list.json());
    expect(data.map((campaign) => campaign.id)).toContain(created.id);
    expect(meta.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad slug, a taken slug, another trust’s fund and an end before the start with 422 on the field', async () => {
    const taken = await createCampaign(ctx.app, team.editor.token);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ slug: 'Temple-Restoration' }, { slug: CAMPAIGN_MESSAGES.slug }],
      [{ slug: 'temple--restoration' }, { slug: CAMPAIGN_MESSAGES.slug }],
      [{ slug: 'ab' }, { slug: CAMPAIGN_MESSAGES.slug }],
      [{ slug: 'list' }, { slug: CAMPAIGN_MESSAGES.slugReserved }],
      [{ slug: taken.slug }, { slug: CAMPAIGN_MESSAGES.slugTaken }],
      [{ trust: 2, fund: 'elder-care' }, { fund: CAMPAIGN_MESSAGES.fund }],
      [{ goal: 0 }, { goal: CAMPAIGN_MESSAGES.goal }],
      [{ goal: 10.5 }, { goal: CAMPAIGN_MESSAGES.goal }],
      [{ starts_on: '2026-03-01', ends_on: '2026-02-28' }, { ends_on: CAMPAIGN_MESSAGES.endBeforeStart }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await adminCall(ctx.app, 'POST', '/api/admin/campaigns', {
        token: team.editor.token,
        body: campaignBody(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json<ErrorBody>().errors, JSON.stringify(overrides)).toEqual(errors);
    }
  });

  it('keeps the slug of a published campaign, lets a draft’s be corrected, and audits each change', async () => {
    const draft = await createCampaign(ctx.app, team.editor.token, { published: false });
    const corrected = uniqueSlug('corrected');
    const fixedDraft = await adminCall(ctx.app, 'PATCH', `/api/admin/campaigns/${draft.id}`, {
      token: team.editor.token,
      body: { slug: corrected },
    });
    expect(fixedDraft.statusCode, fixedDraft.body).toBe(200);
    expect(adminOf(fixedDraft.body).slug).toBe(corrected);

    const live = await createCampaign(ctx.app, team.editor.token);
    const moved = await adminCall(ctx.app, 'PATCH', `/api/admin/campaigns/${live.id}`, {
      token: team.editor.token,
      body: { slug: uniqueSlug('moved') },
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json<ErrorBody>().errors).toEqual({ slug: CAMPAIGN_MESSAGES.slugFixed });

    const retitled = await adminCall(ctx.app, 'PATCH', `/api/admin/campaigns/${live.id}`, {
      token: team.editor.token,
      body: { title: 'Annadanam for Shivaratri', ends_on: '2025-12-31' },
    });
    expect(retitled.statusCode).toBe(422);
    expect(retitled.json<ErrorBody>().errors).toEqual({ ends_on: CAMPAIGN_MESSAGES.endBeforeStart });

    const updates = (await auditRows(ctx.app, 'update')).filter(
      (row) => row.resource === 'campaigns' && row.record_id === String(draft.id),
    );
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]?.after ?? '{}')).toMatchObject({ slug: corrected });
  });

  it('deletes a campaign without gifts and refuses one with gifts (409)', async () => {
    const empty = await createCampaign(ctx.app, team.editor.token);
    const gone = await adminCall(ctx.app, 'DELETE', `/api/admin/campaigns/${empty.id}`, {
      token: team.editor.token,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const missing = await adminCall(ctx.app, 'GET', `/api/admin/campaigns/${empty.id}`, {
      token: team.editor.token,
    });
    expect(missing.statusCode).toBe(404);
    expect((await auditRows(ctx.app, 'delete')).some((row) => row.record_id === String(empty.id))).toBe(true);

    const given = await createCampaign(ctx.app, team.editor.token);
    const gift = await donateAndPay(ctx.app);
    await tag(ctx.app, gift.id, given.id);
    const kept = await adminCall(ctx.app, 'DELETE', `/api/admin/campaigns/${given.id}`, {
      token: team.editor.token,
    });
    expect(kept.statusCode, kept.body).toBe(409);
    expect(kept.json<ErrorBody>().message).toBe(CAMPAIGN_MESSAGES.hasGifts);
    const asFinance = await adminCall(ctx.app, 'DELETE', `/api/admin/campaigns/${given.id}`, {
      token: team.finance.token,
    });
    expect(asFinance.statusCode).toBe(403);
  });

  it('counts paid gifts from every channel in raised and donors; a refund and an unpaid gift do not count', async () => {
    const campaign = await createCampaign(ctx.app, team.editor.token, { goal: 10000 });
    const email = uniqueEmail('campaign');
    // Online, twice from one donor (one donor), paid through the sandbox checkout.
    const online = await donateAndPay(ctx.app, donationForm({ email, amount: '1000' }));
    const again = await donateAndPay(ctx.app, donationForm({ email, amount: '500' }));
    // An offline cheque without an e-mail: its own donor.
    const offline = await recordGift(
      ctx.app,
      team.finance.token,
      offlineGift({ amount: '2500', email: null }),
    );
    expect(offline.statusCode, offline.body).toBe(201);
    const offlineId = offline.json<{ data: { id: number } }>().data.id;
    // A reconciled e-hundi offering.
    const entry = await ehundiEntry(ctx.app, { amount: '501' });
    const reconciled = await reconcile(ctx.app, team.finance.token, entry.id, {
      utr: uniqueUtr(),
      received_on: todayInIndia(),
      amount: '501',
    });
    expect(reconciled.statusCode, reconciled.body).toBe(200);
    const hundiDonation = await ctx.app.db
      .selectFrom('ehundi_entries')
      .select('donation_id')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    for (const id of [online.id, again.id, offlineId, hundiDonation.donation_id!]) {
      await tag(ctx.app, id, campaign.id);
    }
    // An unpaid gift to it does not count.
    const unpaid = await createDonation(ctx.app, donationForm({ amount: '9000' }));
    await tag(ctx.app, unpaid.id, campaign.id);

    let page = await publicCampaign(ctx.app, campaign.slug);
    // 1000 + 500 + 2500 + 501 (monthly charges: gift-choices.test.ts)
    expect(page).toMatchObject({ raised: 4501, donors: 3, percent: 45, goal: 10000 });

    const refunded = await adminCall(ctx.app, 'POST', `/api/admin/donations/${again.id}/refund`, {
      token: team.finance.token,
      body: { reason: 'Given twice by mistake' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    page = await publicCampaign(ctx.app, campaign.slug);
    expect(page).toMatchObject({ raised: 4001, donors: 3, percent: 40 });

    const admin = await adminCall(ctx.app, 'GET', `/api/admin/campaigns/${campaign.id}`, {
      token: team.finance.token,
    });
    expect(adminOf(admin.body)).toMatchObject({ raised: 4001, donors: 3, percent: 40 });
  });

  it('lists published, started campaigns, running ones first, and hides drafts and future ones', async () => {
    const ended = await createCampaign(ctx.app, team.editor.token, {
      starts_on: '2025-01-01',
      ends_on: '2025-03-31',
    });
    const running = await createCampaign(ctx.app, team.editor.token, { starts_on: '2025-02-01' });
    const draft = await createCampaign(ctx.app, team.editor.token, { published: false });
    const future = await createCampaign(ctx.app, team.editor.token, { starts_on: '2999-01-01' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/campaign/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const list = campaignSummarySchema.array().parse(res.json<{ data: unknown }>().data);
    const slugs = list.map((campaign) => campaign.slug);
    expect(slugs).toContain(ended.slug);
    expect(slugs.indexOf(running.slug)).toBeLessThan(slugs.indexOf(ended.slug));
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(future.slug);
    expect(list.find((campaign) => campaign.slug === ended.slug)).toMatchObject({ days_left: 0 });
    expect(list.find((campaign) => campaign.slug === running.slug)).toMatchObject({ days_left: null });
    expect(list.every((campaign) => !('story_html' in campaign))).toBe(true);

    for (const hidden of [draft.slug, future.slug, 'no-such-campaign']) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/campaign/${hidden}` });
      expect(missing.statusCode, hidden).toBe(404);
      expect(missing.json<ErrorBody>().message).toBe(CAMPAIGN_MESSAGES.publicNotFound);
    }
  });

  it('counts days left by India’s date on the injected clock: the last day 1, the day after 0', async () => {
    const campaign = await createCampaign(ctx.app, team.editor.token, {
      starts_on: '2026-11-01',
      ends_on: '2026-11-30',
    });
    // 20:00 UTC on the 28th is 01:30 on the 29th in India.
    const at = (iso: string) => createCampaignService({ db: ctx.app.db, now: () => new Date(iso) });
    const daysLeft = async (iso: string) =>
      (await at(iso).publicCampaign(campaign.slug, 1))?.days_left ?? 'missing';
    expect(await daysLeft('2026-11-28T20:00:00Z')).toBe(2);
    expect(await daysLeft('2026-11-30T12:00:00Z')).toBe(1);
    expect(await daysLeft('2026-11-30T19:00:00Z')).toBe(0);
    // Before its start (in India) the campaign is not public yet.
    expect(await daysLeft('2026-10-31T18:00:00Z')).toBe('missing');
    expect(await daysLeft('2026-10-31T19:00:00Z')).toBe(30);
  });

  it('shows on the wall only donors who asked, newest first, without amounts, never a hidden or refunded gift', async () => {
    const campaign = await createCampaign(ctx.app, team.editor.token, { goal: 5000 });
    const gifts = [];
    for (const [first, last] of [
      ['Meena', 'Iyer'],
      ['Ravi', 'Kumar'],
      ['Lakshmi', 'Narayan'],
      ['Arjun', 'Shetty'],
      ['Kavya', 'Rao'],
    ] as const) {
      gifts.push(
        await donateAndPay(ctx.app, donationForm({ first_name: first, last_name: last, amount: '100' })),
      );
    }
    const [meena, ravi, lakshmi, arjun, kavya] = gifts.map((gift) => gift.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    await tag(ctx.app, meena, campaign.id, { wall: 1 });
    // Not asked: given, counted, not listed.
    await tag(ctx.app, ravi, campaign.id);
    await tag(ctx.app, lakshmi, campaign.id, {
      wall: 1,
      wall_name: 'Anonymous',
      dedication_kind: 'memory',
      dedication_name: 'Smt. Saraswati',
    });
    await tag(ctx.app, arjun, campaign.id, { wall: 1, wall_hidden_at: new Date().toISOString() });
    await tag(ctx.app, kavya, campaign.id, {
      wall: 1,
      dedication_kind: 'honour',
      dedication_name: 'My teachers',
    });
    // Newest first follows the time each was paid.
    for (const [index, id] of [meena, lakshmi, kavya].entries()) {
      await ctx.app.db
        .updateTable('donations')
        .set({ paid_at: `2026-05-0${index + 1}T06:00:00.000Z` })
        .where('id', '=', id)
        .execute();
    }

    const page = await publicCampaign(ctx.app, campaign.slug);
    expect(page.raised).toBe(500);
    expect(page.wall?.data).toEqual([
      { name: 'Kavya R.', dedication_kind: 'honour', dedication_name: 'My teachers', given_on: '2026-05-03' },
      {
        name: 'Anonymous',
        dedication_kind: 'memory',
        dedication_name: 'Smt. Saraswati',
        given_on: '2026-05-02',
      },
      { name: 'Meena I.', dedication_kind: null, dedication_name: null, given_on: '2026-05-01' },
    ]);
    expect(page.wall?.meta).toMatchObject({ total: 3, page: 1 });
    expect(JSON.stringify(page.wall)).not.toMatch(/amount|100/);

    const second = await publicCampaign(ctx.app, campaign.slug, '?wall_page=2');
    expect(second.wall?.data).toEqual([]);

    // A campaign that does not show its wall answers none.
    await adminCall(ctx.app, 'PATCH', `/api/admin/campaigns/${campaign.id}`, {
      token: team.editor.token,
      body: { show_wall: false },
    });
    expect((await publicCampaign(ctx.app, campaign.slug)).wall).toBeNull();
  });
});
