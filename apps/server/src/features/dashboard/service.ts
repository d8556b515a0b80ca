import {
  TRUST_IDS,
  financialYearBounds,
  financialYearOf,
  paiseToRupees,
  previousFinancialYear,
  startOfIndianDay,
  todayInIndia,
  type Dashboard,
  type Form10beSeason,
  type StaffRole,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import {
  countEhundiEntries,
  countEvents,
  countNewContactMessages,
  countNewVolunteers,
  donationsOfYear,
  form10bdDownloads,
  form10beSeasonCounts,
  paidSince,
  refundsSince,
  yearEndStatementRun,
} from './repository.ts';

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_DAYS = 30;

/** Per trust, both trusts always listed (0 when nothing), amounts in rupees. */
const perTrust = (rows: { trust: number; count: number; paise: number }[]) =>
  TRUST_IDS.map((trust) => {
    const row = rows.find((r) => r.trust === trust);
    return { trust, count: row?.count ?? 0, amount: paiseToRupees(row?.paise ?? 0) };
  });

/** The day `days` before a yyyy-mm-dd day (calendar arithmetic, no time zone). */
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The finance part of the dashboard (docs/product/console.md): this financial year and the one before per trust,
 * refunds of this year, pending e-hundi entries and the last 30 days by day. Refunded gifts are never counted as
 * received: they appear under refunds.
 */
export async function financeFigures(db: Db, at: Date, fy: string) {
  const previous = previousFinancialYear(fy);
  const today = todayInIndia(at);
  const firstDay = daysBefore(today, DASHBOARD_DAYS - 1);
  const [ehundi, thisYear, lastYear, refunds, recent, statements] = await Promise.all([
    countEhundiEntries(db),
    donationsOfYear(db, fy),
    donationsOfYear(db, previous),
    refundsSince(db, financialYearBounds(fy).start),
    paidSince(db, startOfIndianDay(firstDay)),
    // This year's run mails the statements of the year that closed on 31 March.
    yearEndStatementRun(db, previous),
  ]);
  const byDay = new Map<string, { count: number; paise: number }>();
  for (const row of recent) {
    if (row.paid_at === null) continue;
    const day = todayInIndia(new Date(row.paid_at));
    const bucket = byDay.get(day) ?? { count: 0, paise: 0 };
    byDay.set(day, { count: bucket.count + 1, paise: bucket.paise + row.amount_paise });
  }
  return {
    ehundi_pending: ehundi,
    donations_this_year: perTrust(thisYear),
    previous_financial_year: previous,
    donations_last_year: perTrust(lastYear),
    refunds_this_year: perTrust(refunds),
    donations_by_day: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = daysBefore(today, DASHBOARD_DAYS - 1 - i);
      const bucket = byDay.get(date);
      return { date, count: bucket?.count ?? 0, amount: paiseToRupees(bucket?.paise ?? 0) };
    }),
    year_end_statements: statements,
  };
}

/** Whole days from one yyyy-mm-dd day to a later one. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The Form 10BE season (docs/product/giving.md "Form 10BE certificates"): from 1 April to 31 May in India the
 * trusts owe their donors the certificates of the year that closed on 31 March. Null outside those days.
 */
export async function form10beSeason(db: Db, at: Date, fy: string): Promise<Form10beSeason | null> {
  const today = todayInIndia(at);
  const year = today.slice(0, 4);
  const deadline = `${year}-05-31`;
  if (today < `${year}-04-01` || today > deadline) return null;
  const closed = previousFinancialYear(fy);
  const [counts, downloads] = await Promise.all([
    form10beSeasonCounts(db, closed),
    form10bdDownloads(db, closed, financialYearBounds(closed).start),
  ]);
  return {
    financial_year: closed,
    deadline,
    days_left: daysBetween(today, deadline),
    trusts: TRUST_IDS.map((trust) => {
      const row = counts.find((r) => r.trust === trust);
      return {
        trust,
        form_10bd_downloaded_at: downloads.get(trust) ?? null,
        uploaded: row?.uploaded ?? 0,
        mailed: row?.mailed ?? 0,
        unmatched: row?.unmatched ?? 0,
      };
    }),
  };
}

export type DashboardServiceDeps = {
  db: Db;
  /** The clock; tests move it (the financial year, the chart's days). */
  now?: () => Date;
};

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The console's first screen (docs/product/console.md "Dashboard"): each role's own figures. */
export function createDashboardService({ db, now = () => new Date() }: DashboardServiceDeps) {
  return {
    /** Each role's own figures; money only for finance and admin. */
    async dashboard(role: StaffRole): Promise<Dashboard> {
      const at = now();
      const fy = financialYearOf(at);
      const sees = (...roles: StaffRole[]) => role === 'admin' || roles.includes(role);
      const figures: Dashboard = { role, financial_year: fy };
      if (sees('coordinator')) {
        figures.contact_messages_new = await countNewContactMessages(db);
        figures.volunteers_new = await countNewVolunteers(db);
      }
      if (sees('finance')) {
        Object.assign(figures, await financeFigures(db, at, fy));
        const season = await form10beSeason(db, at, fy);
        if (season) figures.form_10be_season = season;
      }
      if (sees('editor')) figures.events = await countEvents(db);
      return figures;
    },
  };
}
