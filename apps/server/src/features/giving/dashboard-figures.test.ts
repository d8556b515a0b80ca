import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, financialYearOf, todayInIndia } from '@charity/shared';
import { adminCall } from '../../../test/support/staff-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../test/support/test-app.ts';
import { donateAndPay, donationForm } from '../../../test/support/donations-test-kit.ts';
import { ehundiEntry, financeTeam, offlineGift, recordGift } from '../../../test/support/finance-test-kit.ts';

/** The day `days` before a yyyy-mm-dd day. */
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
/** Midday in India of a day: the moment an offline gift received that day is recorded as paid. */
const middayOf = (day: string) => `${day}T12:00:00+05:30`;

/** The dashboard's finance figures from the donations themselves (docs/product/console.md "Dashboard"). */
describe.each(testDatabases)("the dashboard's finance figures on %s", (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  const today = todayInIndia();
  const fy = financialYearOf(new Date());
  const start = Number(fy.slice(0, 4));
  const previous = `${start - 1}-${String(start % 100).padStart(2, '0')}`;
  const tenDaysAgo = daysBefore(today, 10);
  const lastYearDay = `${start - 1}-06-15`;

  beforeAll(async () => {
    await donateAndPay(ctx.app, donationForm({ amount: '1500.50' }));
    const refunded = await donateAndPay(ctx.app, donationForm({ amount: '100' }));
    const refund = await adminCall(ctx.app, 'POST', `/api/admin/donations/${refunded.id}/refund`, {
      token: team.finance.token,
      body: { reason: 'Paid twice' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    for (const gift of [
      offlineGift({ trust: 2, pan: '', amount: '700', received_on: tenDaysAgo }),
      offlineGift({ amount: '300', received_on: lastYearDay }),
    ]) {
      const res = await recordGift(ctx.app, team.finance.token, gift);
      expect(res.statusCode, res.body).toBe(201);
    }
    await ehundiEntry(ctx.app);
    await ehundiEntry(ctx.app);
  });

  const figures = async (token: string) => {
    const res = await adminCall(ctx.app, 'GET', '/api/admin/dashboard', { token });
    expect(res.statusCode, res.body).toBe(200);
    return dashboardResponseSchema.parse(res.json()).data;
  };

  it('counts this year and the last per trust, refunds apart, and pending e-hundi entries', async () => {
    const data = await figures(team.finance.token);
    // The gift of ten days ago belongs to this year unless those ten days cross 1 April.
    const tenDaysAgoThisYear = financialYearOf(middayOf(tenDaysAgo)) === fy;
    expect(data).toMatchObject({
      financial_year: fy,
      previous_financial_year: previous,
      ehundi_pending: 2,
      donations_this_year: [
        { trust: 1, count: 1, amount: 1500.5 },
        { trust: 2, count: tenDaysAgoThisYear ? 1 : 0, amount: tenDaysAgoThisYear ? 700 : 0 },
      ],
      donations_last_year: [
        { trust: 1, count: 1, amount: 300 },
        { trust: 2, count: tenDaysAgoThisYear ? 0 : 1, amount: tenDaysAgoThisYear ? 0 : 700 },
      ],
      refunds_this_year: [
        { trust: 1, count: 1, amount: 100 },
        { trust: 2, count: 0, amount: 0 },
      ],
    });
  });

  it('lists the last 30 days in India, every day, refunded gifts left out', async () => {
    const days = (await figures(team.admin.token)).donations_by_day ?? [];
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe(daysBefore(today, 29));
    expect(days.at(-1)).toEqual({ date: today, count: 1, amount: 1500.5 });
    expect(days.find((d) => d.date === tenDaysAgo)).toEqual({ date: tenDaysAgo, count: 1, amount: 700 });
    const others = days.filter((d) => d.date !== today && d.date !== tenDaysAgo);
    expect(others.every((d) => d.count === 0 && d.amount === 0)).toBe(true);
  });

  it('shows no money to the editor or the coordinator', async () => {
    for (const role of ['editor', 'coordinator'] as const) {
      const data = await figures(team[role].token);
      expect(data.donations_by_day).toBeUndefined();
      expect(data.refunds_this_year).toBeUndefined();
      expect(data.donations_last_year).toBeUndefined();
    }
  });
});
