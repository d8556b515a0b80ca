import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { dashboardResponseSchema } from '@charity/shared';
import { adminCall, type Enrolled, everyRole } from '../../../test/support/staff-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../test/support/test-app.ts';

type DashboardBody = z.infer<typeof dashboardResponseSchema>;

describe.each(testDatabases)('the dashboard on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  let admin: Enrolled;
  beforeAll(async () => {
    admin = members.admin;
  });

  it('shows each role its own dashboard figures, money only for finance and admin', async () => {
    const figures = async (who: Enrolled) =>
      (await adminCall(ctx.app, 'GET', '/api/admin/dashboard', { token: who.token })).json<DashboardBody>()
        .data;
    const full = await figures(admin);
    expect(full).toMatchObject({
      role: 'admin',
      financial_year: expect.stringMatching(/^\d{4}-\d{2}$/),
      contact_messages_new: 0,
      volunteers_new: 0,
      ehundi_pending: 0,
      events: 0,
      donations_this_year: [
        { trust: 1, count: 0, amount: 0 },
        { trust: 2, count: 0, amount: 0 },
      ],
    });
    expect(Object.keys(await figures(members.coordinator)).sort()).toEqual(
      ['contact_messages_new', 'financial_year', 'role', 'volunteers_new'].sort(),
    );
    expect(Object.keys(await figures(members.finance)).sort()).toEqual(
      [
        'donations_by_day',
        'donations_last_year',
        'donations_this_year',
        'ehundi_pending',
        'financial_year',
        'previous_financial_year',
        'refunds_this_year',
        'role',
        'year_end_statements',
      ].sort(),
    );
    expect(Object.keys(await figures(members.editor)).sort()).toEqual(
      ['events', 'financial_year', 'role'].sort(),
    );
  });
});
