import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  adminPaths,
  formatDateTimeInIndia,
  TRUSTS,
  type Dashboard as Figures,
  type TrustId,
} from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { useDashboard } from '#src/features/admin/dashboard/api/get-dashboard.ts';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { CHART_AXES, dayLabel } from '#src/features/admin/dashboard/components/chart-axes.ts';
import { formatBytes, formatWholeRupees } from '#src/features/admin/ui/format.ts';

const trustName = (id: number) => TRUSTS[id as TrustId]?.name ?? `Trust ${id}`;

/** The chart library comes with this module only, fetched when a finance figure is shown. */
const DonationsChart = lazy(() =>
  import('#src/features/admin/dashboard/components/donations-chart.tsx').then((module) => ({
    default: module.DonationsChart,
  })),
);

/** The last 30 days: a bar chart, and the same figures as a table for screen readers and exact numbers. */
function LastThirtyDays({ days }: { days: NonNullable<Figures['donations_by_day']> }) {
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const label = `Donations received in the last 30 days by day: ${count} ${count === 1 ? 'donation' : 'donations'}, ${formatWholeRupees(total)} in all.`;
  return (
    <section aria-labelledby="last-30-days" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="last-30-days" className="text-xl font-semibold">
        Last 30 days
      </h2>
      <p className="mt-1 text-sm text-muted">{label}</p>
      <div className="mt-4 min-h-[220px]">
        <Suspense fallback={<p className="text-sm text-muted">Drawing the chart…</p>}>
          <DonationsChart days={days} label={label} axes={CHART_AXES} />
        </Suspense>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-maroon">The days as a table</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Donations received by day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Day
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                Donations
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td className="py-1 pr-4">{dayLabel(day.date)}</td>
                <td className="py-1 pr-4 text-right">{day.count}</td>
                <td className="py-1 text-right">{formatWholeRupees(day.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

// Said as India's time, with the zone named: the admin may read it elsewhere, and the server's clock is UTC.
const when = (iso: string | null) => (iso ? `${formatDateTimeInIndia(iso)} IST` : 'never');
const size = (bytes: number | null) => (bytes === null ? '' : ` (${formatBytes(bytes)})`);

/** The admin's one line on the site's backups (docs/product/console.md, "Dashboard"). */
function BackupsLine({ backups }: { backups: NonNullable<Figures['backups']> }) {
  const text = {
    ok: `last backup ${when(backups.at)}${size(backups.bytes)}.`,
    failed: `the last backup failed (${when(backups.at)}): ${backups.message ?? 'see the server log'}. Last good backup: ${when(backups.last_success_at)}.`,
    none: 'no backup yet; the first runs within a minute of the server starting.',
    off: `not made by the server: ${backups.message ?? 'off'}.`,
  }[backups.state];
  return (
    <p
      role={backups.state === 'failed' ? 'alert' : undefined}
      className={`rounded-2xl border p-4 text-sm ${backups.state === 'failed' ? 'border-maroon bg-white text-maroon' : 'border-line bg-white'}`}
    >
      <strong>Backups:</strong> {text}
    </p>
  );
}

/**
 * Finance's one line on this year's run of year-end statements (docs/product/giving.md "Year-end statements"):
 * the closed year being mailed, when the run started, and its mails queued, sent and skipped for an opt-out.
 */
function YearEndStatementsLine({ run }: { run: NonNullable<Figures['year_end_statements']> }) {
  const counts = `${run.queued} queued, ${run.sent} sent, ${run.opted_out} skipped (opted out)`;
  const text = run.started_at
    ? `started ${when(run.started_at)}; ${counts}.`
    : 'none mailed so far; the site checks every hour and mails each donor with receipts in that year their statement once.';
  return (
    <p className="rounded-2xl border border-line bg-white p-4 text-sm">
      <strong>Year-end statements {run.financial_year}:</strong> {text}
    </p>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Finance's Form 10BE season, 1 April to 31 May (docs/product/giving.md "Form 10BE certificates"): the days left
 * to give donors the certificates of the year that closed, and per trust how far it has come: Form 10BD drawn,
 * certificates uploaded, mailed, and those still waiting for a donor.
 */
function Form10beSeasonBlock({ season }: { season: NonNullable<Figures['form_10be_season']> }) {
  const left =
    season.days_left === 0
      ? 'Today, 31 May, is the last day.'
      : `${plural(season.days_left, 'day', 'days')} left to 31 May.`;
  return (
    <section
      aria-labelledby="form-10be-season"
      className="space-y-3 rounded-2xl border border-line bg-white p-4"
    >
      <h2 id="form-10be-season" className="text-lg font-semibold">
        Form 10BE certificates for {season.financial_year}
      </h2>
      <p className="text-sm">
        <strong>{left}</strong> Each donor of {season.financial_year} is owed their certificate by then: file
        Form 10BD, download the certificates from the income-tax portal and upload them here.
      </p>
      <ul className="space-y-2 text-sm">
        {season.trusts.map((row) => (
          <li key={row.trust}>
            <strong>{trustName(row.trust)}:</strong>{' '}
            {row.form_10bd_downloaded_at
              ? `Form 10BD downloaded ${when(row.form_10bd_downloaded_at)}`
              : 'Form 10BD not downloaded yet'}
            ; {plural(row.uploaded, 'certificate', 'certificates')} uploaded, {row.mailed} mailed
            {row.unmatched > 0 ? `, ${row.unmatched} waiting for a donor` : ''}.{' '}
            <Link
              to={`${adminPaths.form10be}?trust=${row.trust}&fy=${season.financial_year}`}
              className="font-semibold underline"
            >
              Open Form 10BE <span className="sr-only">for {trustName(row.trust)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-maroon">{value}</dd>
    </div>
  );
}

/** The figures the signed-in role may see (the server leaves out the rest). */
export function Dashboard() {
  const query = useDashboard();
  if (query.isPending) {
    return <Loading>Loading the figures…</Loading>;
  }
  if (query.isError) return <QueryFailure query={query} />;
  const figures = query.data;
  const hasFigures =
    figures.contact_messages_new !== undefined ||
    figures.volunteers_new !== undefined ||
    figures.ehundi_pending !== undefined ||
    figures.events !== undefined ||
    figures.backups !== undefined ||
    (figures.donations_this_year?.length ?? 0) > 0;
  // Some roles (an editor) have no figures of their own; the sidebar has their screens.
  if (!hasFigures) return <p>Nothing is waiting for you. The screens you can use are in the menu.</p>;
  return (
    <div className="space-y-6">
      {/* First, not under the chart: on a phone the figures run to several screens. */}
      {figures.backups ? <BackupsLine backups={figures.backups} /> : null}
      {figures.form_10be_season ? <Form10beSeasonBlock season={figures.form_10be_season} /> : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.contact_messages_new !== undefined ? (
          <Figure label="New contact messages" value={figures.contact_messages_new} />
        ) : null}
        {figures.volunteers_new !== undefined ? (
          <Figure label="New volunteers" value={figures.volunteers_new} />
        ) : null}
        {figures.ehundi_pending !== undefined ? (
          <Figure label="E-hundi entries to reconcile" value={figures.ehundi_pending} />
        ) : null}
        {figures.events !== undefined ? <Figure label="Events" value={figures.events} /> : null}
        {figures.donations_this_year?.map((row) => (
          <Figure
            key={row.trust}
            label={`Donations in ${figures.financial_year}, ${trustName(row.trust)} (${row.count})`}
            value={formatWholeRupees(row.amount)}
          />
        ))}
        {figures.donations_last_year?.map((row) => (
          <Figure
            key={`last-${row.trust}`}
            label={`Donations in ${figures.previous_financial_year ?? 'the year before'}, ${trustName(row.trust)} (${row.count})`}
            value={formatWholeRupees(row.amount)}
          />
        ))}
        {figures.refunds_this_year?.map((row) => (
          <Figure
            key={`refunds-${row.trust}`}
            label={`Refunded in ${figures.financial_year}, ${trustName(row.trust)} (${row.count})`}
            value={formatWholeRupees(row.amount)}
          />
        ))}
      </dl>
      {figures.year_end_statements ? <YearEndStatementsLine run={figures.year_end_statements} /> : null}
      {figures.donations_by_day ? <LastThirtyDays days={figures.donations_by_day} /> : null}
    </div>
  );
}
