import { Spinner } from '#src/components/ui/spinner.tsx';
import { useDashboard } from '#src/features/admin/api/get-dashboard.ts';
import { QueryFailure } from '#src/features/admin/components/query-failure.tsx';

const TRUST_NAMES: Record<string, string> = { '1': 'Sai Mayee Trust', '2': 'Sai Meru Mathi Trust' };
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

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
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner className="size-6" /> Loading the figures…
      </div>
    );
  }
  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const figures = query.data;
  const hasFigures =
    figures.new_contact_messages !== undefined ||
    figures.new_volunteers !== undefined ||
    figures.pending_ehundi_entries !== undefined ||
    (figures.donations_this_fy?.length ?? 0) > 0;
  // Some roles (an editor) have no figures of their own; the sidebar has their screens.
  if (!hasFigures) return <p>Nothing is waiting for you. The screens you can use are in the menu.</p>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.new_contact_messages !== undefined ? (
        <Figure label="New contact messages" value={figures.new_contact_messages} />
      ) : null}
      {figures.new_volunteers !== undefined ? (
        <Figure label="New volunteers" value={figures.new_volunteers} />
      ) : null}
      {figures.pending_ehundi_entries !== undefined ? (
        <Figure label="E-hundi entries to reconcile" value={figures.pending_ehundi_entries} />
      ) : null}
      {figures.donations_this_fy?.map((row) => (
        <Figure
          key={String(row.trust)}
          label={`Donations this financial year, ${TRUST_NAMES[String(row.trust)] ?? String(row.trust)} (${row.count})`}
          value={rupees.format(row.amount)}
        />
      ))}
    </dl>
  );
}
