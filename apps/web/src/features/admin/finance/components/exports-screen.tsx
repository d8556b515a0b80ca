import { useSearchParams } from 'react-router';
import {
  FINANCE_EXPORTS,
  TRUSTS,
  TRUST_IDS,
  financialYearOptions,
  formatRupees,
  type Form10bdCheck,
} from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useForm10bdChecklist } from '#src/features/admin/finance/api/get-form-10bd-checklist.ts';

const selectClass = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink';
const labelClass = 'text-sm font-semibold text-maroon';

/** How many receipt numbers a check shows before "and N more" (the CSV has them all). */
const SHOWN_RECEIPTS = 20;

const SEVERITY_LABELS: Record<Form10bdCheck['severity'], string> = {
  blocking: 'Blocks filing',
  warning: 'Check before filing',
  info: 'Left out',
};

function CheckItem({ check }: { check: Form10bdCheck }) {
  const passed = check.count === 0;
  const shown = check.receipt_numbers.slice(0, SHOWN_RECEIPTS);
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <p>
        <span className="font-semibold">
          {passed ? '✓ ' : ''}
          {SEVERITY_LABELS[check.severity]}
        </span>
        {' — '}
        {check.message}{' '}
        <span className="font-semibold">
          {passed ? 'None.' : `${check.count} ${check.count === 1 ? 'donation' : 'donations'}.`}
        </span>
      </p>
      {shown.length > 0 ? (
        <p className="mt-2 text-sm">
          Receipts: {shown.join(', ')}
          {check.count > shown.length ? ` and ${check.count - shown.length} more` : ''}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Exports (finance): pick a trust and a financial year, download the donations CSV or Form 10BD Part B, and see
 * what would stop the 10BD filing. The downloads are plain links: the staff cookie opens them, the browser
 * saves the file, and the server writes each download to the audit log.
 */
export function ExportsScreen() {
  const [params, setParams] = useSearchParams();
  const years = financialYearOptions();
  const trust = params.get('trust') ?? String(TRUST_IDS[0]);
  const fy = params.get('fy') ?? years[0] ?? '';
  const query = useForm10bdChecklist(trust, fy);
  const choose = (key: 'trust' | 'fy', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const search = new URLSearchParams({ trust, fy }).toString();
  const trustName = TRUSTS[Number(trust) as keyof typeof TRUSTS]?.name ?? `Trust ${trust}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <label className="block">
          <span className={labelClass}>Trust</span>
          <select
            value={trust}
            onChange={(event) => choose('trust', event.target.value)}
            className={selectClass}
          >
            {TRUST_IDS.map((id) => (
              <option key={id} value={String(id)}>
                {TRUSTS[id].name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={labelClass}>Financial year</span>
          <select value={fy} onChange={(event) => choose('fy', event.target.value)} className={selectClass}>
            {(years.includes(fy) ? years : [fy, ...years]).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>

      <section aria-labelledby="downloads-heading" className="space-y-3">
        <h2 id="downloads-heading" className="text-xl font-semibold">
          Downloads for {trustName}, {fy}
        </h2>
        <p className="text-sm">
          Both files are safe to open in a spreadsheet; each download is recorded in the audit log.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={`${FINANCE_EXPORTS.donations}?${search}`} download className="btn btn-outline btn-sm">
            Donations (CSV)
          </a>
          <a href={`${FINANCE_EXPORTS.form10bd}?${search}`} download className="btn btn-outline btn-sm">
            Form 10BD Part B (CSV)
          </a>
        </div>
      </section>

      <section aria-labelledby="checklist-heading" className="space-y-3">
        <h2 id="checklist-heading" className="text-xl font-semibold">
          Form 10BD checklist
        </h2>
        {query.isError ? (
          <QueryFailure query={query} />
        ) : query.isPending ? (
          <Loading>Checking the year’s donations…</Loading>
        ) : (
          <>
            <p role="status">
              {query.data.data.ready
                ? 'Nothing blocks the filing. '
                : 'Something blocks the filing: see below. '}
              {query.data.data.donations} donations ({formatRupees(query.data.data.amount)}) in{' '}
              {query.data.data.rows} statement rows.
            </p>
            <ul className="space-y-2" aria-label="Checks">
              {query.data.data.checks.map((check) => (
                <CheckItem key={check.code} check={check} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
