import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { EventStatus } from '@charity/shared';

/*
 * docs/decisions/0018-event-status-stored-and-dated.md: the stored status is the editor's choice, but an upcoming
 * event whose last day (its end date, else its start date) is behind us is listed as past, so nobody has to
 * remember to move it. Dates are dates in India, where the trusts and their events are: callers pass
 * `todayInIndia()` from @charity/shared (yyyy-mm-dd, the form event dates are stored in).
 */

/** The status an event is listed under on `today`, from its stored status and dates (see above). */
export function listedStatus(
  row: { status: number; sdate: string | null; edate: string | null },
  today: string,
): EventStatus {
  const last = row.edate ?? row.sdate;
  if (row.status === 0 && last !== null && last < today) return 1;
  return row.status as EventStatus;
}

/**
 * The same rule in SQL, for filtering and returning events by the list they show in. Both dialects compare
 * yyyy-mm-dd text (SQLite) or a date (PostgreSQL infers the parameter's type from the column) correctly.
 */
export function listedStatusSql(today: string): RawBuilder<number> {
  const last = sql`coalesce(${sql.ref('events.edate')}, ${sql.ref('events.sdate')})`;
  return sql<number>`(case when ${sql.ref('events.status')} = 0 and ${last} < ${today} then 1 else ${sql.ref('events.status')} end)`;
}

/**
 * The events listed under `status` on `today`, as a condition an index can serve: the same rule as
 * listedStatusSql(today) = status, but written on the stored status so the lists read the `events_public_list`
 * index (migration 0015) by range instead of computing the rule for every event. event-status.test.ts proves both
 * forms agree.
 */
export function listedStatusWhere(status: EventStatus, today: string): RawBuilder<SqlBool> {
  const stored = sql.ref('events.status');
  const last = sql`coalesce(${sql.ref('events.edate')}, ${sql.ref('events.sdate')})`;
  switch (status) {
    case 0:
      return sql<SqlBool>`(${stored} = 0 and (${last} >= ${today} or ${last} is null))`;
    case 1:
      return sql<SqlBool>`(${stored} in (0, 1) and (${stored} = 1 or ${last} < ${today}))`;
    case 2:
      return sql<SqlBool>`${stored} = 2`;
  }
}
