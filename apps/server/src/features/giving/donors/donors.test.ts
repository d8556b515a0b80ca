import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DONOR_MESSAGES,
  currentFinancialYear,
  donorDetailResponseSchema,
  donorListResponseSchema,
  donorMergeResponseSchema,
  todayInIndia,
  type DonorSummary,
  type ErrorBody,
} from '@charity/shared';
import { adminCall, auditRows } from '../../../../test/support/staff-test-kit.ts';
import { uniqueEmail, verifiedUser, registerUser } from '../../../../test/support/auth-test-kit.ts';
import { donateAndPay, donationForm } from '../../../../test/support/donations-test-kit.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { fillDonors, refreshDonor } from './donor-matching.ts';
import { monthsBefore } from './donor-service.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A well-formed PAN no other test of the file uses (an individual's: P in the fourth place). */
const uniquePan = () =>
  `${LETTERS[randomInt(26)]}${LETTERS[randomInt(26)]}${LETTERS[randomInt(26)]}P${LETTERS[randomInt(26)]}${String(
    randomInt(10_000),
  ).padStart(4, '0')}${LETTERS[randomInt(26)]}`;

describe('monthsBefore', () => {
  it('keeps the day of the month, or takes the month’s last', () => {
    expect(monthsBefore('2026-11-29', 12)).toBe('2025-11-29');
    expect(monthsBefore('2028-02-29', 12)).toBe('2027-02-28');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 2)).toBe('2025-11-15');
  });
});

describe.each(testDatabases)('Donors on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);

  const gift = async (overrides: Record<string, unknown>) => {
    const res = await recordGift(ctx.app, team.finance.token, offlineGift(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: number; receipt_number: string } }>().data;
  };
  const donorOf = async (donationId: number) => {
    const row = await ctx.app.db
      .selectFrom('donations')
      .select('donor_id')
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow();
    return row.donor_id;
  };
  const list = async (query: string, token = team.finance.token) => {
    const res = await adminCall(ctx.app, 'GET', `/api/admin/donors?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return donorListResponseSchema.parse(res.json());
  };
  const detail = async (id: number) => {
    const res = await adminCall(ctx.app, 'GET', `/api/admin/donors/${id}`, { token: team.finance.token });
    expect(res.statusCode, res.body).toBe(200);
    return donorDetailResponseSchema.parse(res.json()).data;
  };
  const merge = (id: number, body: unknown, token = team.finance.token) =>
    adminCall(ctx.app, 'POST', `/api/admin/donors/${id}/merge`, { token, body });
  const found = (rows: readonly DonorSummary[], id: number | null) => rows.find((row) => row.id === id);

  describe('matching', () => {
    it('joins gifts of one PAN, whatever the name and e-mail, and totals them', async () => {
      const pan = uniquePan();
      const a = await gift({ pan, first_name: 'Lakshmi', amount: '1000', email: uniqueEmail('pan-a') });
      const b = await gift({ pan, first_name: 'Lakshmi D', amount: '2500.50', email: uniqueEmail('pan-b') });
      const donorId = await donorOf(a.id);
      expect(donorId).not.toBeNull();
      expect(await donorOf(b.id)).toBe(donorId);
      const donor = await detail(donorId!);
      expect(donor).toMatchObject({
        name: 'Lakshmi D Iyer',
        pan: `XXXXXX${pan.slice(-4)}`,
        gift_count: 2,
        lifetime_total: 3500.5,
        year_total: 3500.5,
        first_gift_on: todayInIndia(),
        last_gift_on: todayInIndia(),
      });
      expect(donor.gifts.map((g) => g.id).sort()).toEqual([a.id, b.id].sort());
      expect(donor.receipts.map((r) => r.number).sort()).toEqual([a.receipt_number, b.receipt_number].sort());
      expect(donor.statements).toEqual([
        expect.objectContaining({
          trust: 1,
          financial_year: currentFinancialYear(),
          amount: 3500.5,
          gift_count: 2,
        }),
      ]);
    });

    it('joins gifts of an address a donor account verified, online and offline', async () => {
      const user = await verifiedUser(ctx.app);
      const first = await gift({ email: user.email, pan: '', amount: '300' });
      const second = await gift({ email: user.email.toUpperCase(), pan: '', amount: '200' });
      const donorId = await donorOf(first.id);
      expect(await donorOf(second.id)).toBe(donorId);
      // An online gift (which always gives a PAN) with the same address: the PAN is the donor's from now on.
      const pan = uniquePan();
      const online = await donateAndPay(ctx.app, donationForm({ email: user.email, pan, amount: '700' }));
      expect(await donorOf(online.id)).toBe(donorId);
      expect(await detail(donorId!)).toMatchObject({ gift_count: 3, lifetime_total: 1200 });
      const later = await gift({ pan, email: uniqueEmail('elsewhere'), amount: '100' });
      expect(await donorOf(later.id)).toBe(donorId);
    });

    it('never joins gifts by an address nobody verified', async () => {
      const typed = uniqueEmail('typed');
      const first = await gift({ email: typed, pan: '' });
      const second = await gift({ email: typed, pan: '' });
      expect(await donorOf(first.id)).not.toBe(await donorOf(second.id));
      // An account that has not verified the address does not count either.
      const unverified = await registerUser(ctx.app);
      const third = await gift({ email: unverified.email, pan: '' });
      const fourth = await gift({ email: unverified.email, pan: '' });
      expect(await donorOf(third.id)).not.toBe(await donorOf(fourth.id));
    });

    it('gives gifts paid before migration 0031 their donors, once, the same way', async () => {
      const pan = uniquePan();
      const a = await gift({ pan, amount: '100' });
      const b = await gift({ pan, amount: '200' });
      const lone = await gift({ pan: '', amount: '300' });
      await ctx.app.db
        .updateTable('donations')
        .set({ donor_id: null })
        .where('id', 'in', [a.id, b.id, lone.id])
        .execute();
      expect(await fillDonors(ctx.app.db, ctx.app.cipher, { batch: 2 })).toBe(3);
      expect(await donorOf(a.id)).toBe(await donorOf(b.id));
      expect(await donorOf(lone.id)).not.toBe(await donorOf(a.id));
      expect(await detail((await donorOf(a.id))!)).toMatchObject({ gift_count: 2, lifetime_total: 300 });
      expect(await fillDonors(ctx.app.db, ctx.app.cipher)).toBe(0);
    });

    it('leaves a refunded gift out of the totals, keeping it in the history', async () => {
      const pan = uniquePan();
      const kept = await gift({ pan, amount: '1000' });
      const refunded = await gift({ pan, amount: '400' });
      const res = await adminCall(ctx.app, 'POST', `/api/admin/donations/${refunded.id}/refund`, {
        token: team.finance.token,
        body: { reason: 'Given twice by mistake' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const donor = await detail((await donorOf(kept.id))!);
      expect(donor).toMatchObject({ gift_count: 1, lifetime_total: 1000 });
      expect(donor.gifts.find((g) => g.id === refunded.id)).toMatchObject({ refunded: true });
      expect(donor.receipts.find((r) => r.donation_id === refunded.id)).toMatchObject({ cancelled: true });
    });
  });

  describe('the list', () => {
    const ids = { once: 0, twice: 0, lapsed: 0, monthly: 0 };
    const marker = `Seg${randomInt(1_000_000)}`;

    beforeAll(async () => {
      ids.once = (await donorOf((await gift({ pan: uniquePan(), last_name: marker })).id))!;
      const pan = uniquePan();
      await gift({ pan, last_name: marker, amount: '100' });
      ids.twice = (await donorOf((await gift({ pan, last_name: marker, amount: '200' })).id))!;
      // A gift of more than twelve months ago, and nothing since.
      const old = await gift({ pan: uniquePan(), last_name: marker, received_on: '2024-06-01' });
      ids.lapsed = (await donorOf(old.id))!;
      const monthlyGift = await gift({ pan: uniquePan(), last_name: marker });
      ids.monthly = (await donorOf(monthlyGift.id))!;
      const at = new Date().toISOString();
      await ctx.app.db
        .insertInto('donation_subscriptions')
        .values({
          reference: `MG${randomInt(1_000_000)}`,
          user_id: null,
          first_name: 'Meena',
          last_name: marker,
          email: uniqueEmail('monthly'),
          phone: '98860 11223',
          amount_paise: 50_000,
          city: 'Mysuru',
          state: 'Karnataka',
          trust: 1,
          pan_encrypted: null,
          pan_last4: null,
          address: null,
          pin_code: null,
          fund: null,
          indian_citizen: null,
          campaign_id: null,
          wall_name: null,
          dedication_kind: null,
          dedication_name: null,
          gateway: 'sandbox',
          plan_id: 'plan_test',
          subscription_id: `sub_${randomInt(1_000_000)}`,
          status: 'active',
          donor_id: ids.monthly,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await refreshDonor(ctx.app.db, ids.lapsed, at);
    });

    it('searches by name and answers each donor with their totals, the latest giver first', async () => {
      const { data, meta } = await list(`q=${marker}`);
      expect(meta).toMatchObject({ total: 4, page: 1, per_page: 25, financial_year: currentFinancialYear() });
      expect(data.at(-1)?.id).toBe(ids.lapsed);
      expect(found(data, ids.twice)).toMatchObject({ gift_count: 2, lifetime_total: 300, monthly: false });
      expect(found(data, ids.lapsed)).toMatchObject({ last_gift_on: '2024-06-01', year_total: 0 });
      expect(found(data, ids.monthly)).toMatchObject({ monthly: true });
    });

    it('finds a donor by their whole PAN, never by its digits alone', async () => {
      const pan = uniquePan();
      const id = (await donorOf((await gift({ pan })).id))!;
      expect((await list(`q=${pan.toLowerCase()}`)).data.map((d) => d.id)).toEqual([id]);
      expect((await list(`q=${pan.slice(-5)}`)).data.map((d) => d.id)).not.toContain(id);
    });

    it.each([
      ['first-time', ['once', 'lapsed', 'monthly']],
      ['repeat', ['twice']],
      ['lapsed', ['lapsed']],
      ['monthly', ['monthly']],
    ] as const)('segment %s', async (segment, expected) => {
      const { data } = await list(`q=${marker}&segment=${segment}`);
      expect(data.map((d) => d.id).sort()).toEqual(expected.map((key) => ids[key]).sort());
    });

    it('refuses an unknown segment and a long search on their fields', async () => {
      for (const [query, field] of [
        ['segment=loyal', 'segment'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ] as const) {
        const res = await adminCall(ctx.app, 'GET', `/api/admin/donors?${query}`, {
          token: team.finance.token,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
      }
    });

    it('is for finance and admins only', async () => {
      expect((await list(`q=${marker}`, team.admin.token)).meta.total).toBe(4);
      for (const role of ['editor', 'coordinator'] as const) {
        const res = await adminCall(ctx.app, 'GET', '/api/admin/donors', { token: team[role].token });
        expect(res.statusCode).toBe(403);
      }
      expect((await adminCall(ctx.app, 'GET', '/api/admin/donors')).statusCode).toBe(401);
    });

    it('exports the list or a segment as CSV, the PAN masked and formulas neutralised (audited)', async () => {
      const res = await adminCall(ctx.app, 'GET', `/api/admin/donors.csv?q=${marker}&segment=repeat`, {
        token: team.finance.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="donors-repeat-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Donor number,Name,PAN,E-mail,Phone,City,Lifetime (₹),This year (₹),Gifts,First gift,Last gift,Monthly',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(new RegExp(`^${ids.twice},Meena ${marker},XXXXXX\\w{4},`));
      expect(lines[1]).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
      const entry = (await auditRows(ctx.app, 'export')).find((row) => row.resource === 'donors');
      expect(entry).toMatchObject({ record_id: 'repeat', staff_id: team.finance.staff.id });
    });

    it('neutralises a cell a spreadsheet would run as a formula', async () => {
      const pan = uniquePan();
      await gift({ pan, phone: '+91 98450 12345' });
      const res = await adminCall(ctx.app, 'GET', `/api/admin/donors.csv?q=${pan}`, {
        token: team.finance.token,
      });
      const row = res.body.trim().split('\r\n')[1] ?? '';
      expect(row).toContain(",'+91");
    });

    it('pages through a CSV larger than one read', async () => {
      const { donorsCsv } = await import('./donor-service.ts');
      const { stream } = await donorsCsv(
        { db: ctx.app.db, cipher: ctx.app.cipher },
        { q: marker },
        { staffId: team.finance.staff.id, ip: null },
        1,
      );
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      expect(text.trim().split('\r\n')).toHaveLength(5);
    });
  });

  describe('merging', () => {
    it('moves every gift to the survivor, keeps the receipts, audits it, and leads the old number to it', async () => {
      const a = await gift({ pan: uniquePan(), amount: '1000', first_name: 'Ravi' });
      const b = await gift({ pan: '', amount: '500', first_name: 'R.' });
      const survivor = (await donorOf(a.id))!;
      const other = (await donorOf(b.id))!;
      const res = await merge(survivor, { other_id: other });
      expect(res.statusCode, res.body).toBe(200);
      const body = donorMergeResponseSchema.parse(res.json());
      expect(body.message).toBe(DONOR_MESSAGES.merged);
      expect(body.data).toMatchObject({ id: survivor, gift_count: 2, lifetime_total: 1500 });
      expect(body.data.receipts.map((r) => r.number).sort()).toEqual(
        [a.receipt_number, b.receipt_number].sort(),
      );
      expect(await donorOf(b.id)).toBe(survivor);
      // The old number answers the survivor; the list shows only the survivor.
      expect((await detail(other)).id).toBe(survivor);
      const entry = (await auditRows(ctx.app, 'merge')).at(-1);
      expect(entry).toMatchObject({
        resource: 'donors',
        record_id: String(survivor),
        staff_id: team.finance.staff.id,
      });
      expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ merged: { id: other, gift_count: 1 } });
      expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
        donor: { id: survivor, gift_count: 2 },
        gifts_moved: 1,
      });
    });

    it('sends a later gift matching the merged record to the survivor', async () => {
      const pan = uniquePan();
      const survivor = (await donorOf((await gift({ pan: '' })).id))!;
      const other = (await donorOf((await gift({ pan })).id))!;
      expect((await merge(survivor, { other_id: other })).statusCode).toBe(200);
      const later = await gift({ pan });
      expect(await donorOf(later.id)).toBe(survivor);
    });

    it('refuses itself, an unknown record, a bad body, an unknown survivor and other roles', async () => {
      const id = (await donorOf((await gift({ pan: uniquePan() })).id))!;
      const self = await merge(id, { other_id: id });
      expect(self.statusCode).toBe(422);
      expect(self.json<ErrorBody>().errors).toEqual({ other_id: DONOR_MESSAGES.mergeSelf });
      const unknown = await merge(id, { other_id: 2_000_000 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<ErrorBody>().errors).toEqual({ other_id: DONOR_MESSAGES.mergeUnknown });
      const bad = await merge(id, { other_id: 'x' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<ErrorBody>().errors).toHaveProperty(['other_id']);
      expect((await merge(2_000_000, { other_id: id })).statusCode).toBe(404);
      expect((await merge(id, { other_id: 1 }, team.editor.token)).statusCode).toBe(403);
      const missing = await adminCall(ctx.app, 'GET', '/api/admin/donors/2000000', {
        token: team.finance.token,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().message).toBe(DONOR_MESSAGES.notFound);
    });
  });
});
