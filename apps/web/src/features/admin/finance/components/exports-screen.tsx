import { FINANCE_EXPORTS, formatRupees, type Form10bdCheck } from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useForm10bdChecklist } from '#src/features/admin/finance/api/get-form-10bd-checklist.ts';
import { TrustYearPicker, useTrustYear } from '#src/features/admin/finance/components/trust-year-picker.tsx';

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
  const picked = useTrustYear();
  const { trust, fy, trustName } = picked;
  const query = useForm10bdChecklist(trust, fy);
  const search = new URLSearchParams({ trust, fy }).toString();

  return (
    <div className="space-y-6">
      <TrustYearPicker picked={picked} />

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
