import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '@charity/shared';
import { testDatabases, useTestApp } from '../../test/support/test-app.ts';
import { listedStatus, listedStatusSql, listedStatusWhere } from './event-status.ts';

const TODAY = '2026-06-15';
const DATES = [null, '2026-06-14', TODAY, '2026-06-16'] as const;

describe.each(testDatabases)('the listed status rule on %s', (database) => {
  const ctx = useTestApp(database);
  /** One event per stored status and (start, end) pair, end never before start, as the console allows. */
  const events: Array<{ id: number; status: number; sdate: string | null; edate: string | null }> = [];

  beforeAll(async () => {
    for (const status of EVENT_STATUSES) {
      for (const sdate of DATES) {
        for (const edate of DATES) {
          if (sdate !== null && edate !== null && edate < sdate) continue;
          const row = { status, sdate, edate };
          const { id } = await ctx.app.db
            .insertInto('events')
            .values({ ...row, name: 'x', image: 'a', image_small: 'b', category: 'manava-seva' })
            .returning('id')
            .executeTakeFirstOrThrow();
          events.push({ id, ...row });
        }
      }
    }
  });

  it.each(EVENT_STATUSES)(
    'selects for list %i exactly the events the rule lists there, in SQL and in code',
    async (list) => {
      const expected = events.filter((event) => listedStatus(event, TODAY) === list).map((e) => e.id);
      expect(expected.length).toBeGreaterThan(0);
      const byIndex = await ctx.app.db
        .selectFrom('events')
        .select('id')
        .where(listedStatusWhere(list, TODAY))
        .orderBy('id')
        .execute();
      const byRule = await ctx.app.db
        .selectFrom('events')
        .select('id')
        .where(listedStatusSql(TODAY), '=', list)
        .orderBy('id')
        .execute();
      expect(byIndex.map((row) => row.id)).toEqual(expected);
      expect(byRule.map((row) => row.id)).toEqual(expected);
    },
  );
});
