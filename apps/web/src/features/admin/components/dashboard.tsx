import { TRUSTS, type TrustId } from '@charity/shared';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useDashboard } from '#src/features/admin/api/get-dashboard.ts';
import { QueryFailure } from '#src/features/admin/components/query-failure.tsx';

const trustName = (id: number) => TRUSTS[id as TrustId]?.name ?? `Trust ${id}`;
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
    figures.contact_messages_new !== undefined ||
    figures.volunteers_new !== undefined ||
    figures.ehundi_pending !== undefined ||
    figures.events !== undefined ||
    (figures.donations_this_year?.length ?? 0) > 0;
  // Some roles (an editor) have no figures of their own; the sidebar has their screens.
  if (!hasFigures) return <p>Nothing is waiting for you. The screens you can use are in the menu.</p>;
  return (
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
          value={rupees.format(row.amount)}
        />
      ))}
    </dl>
  );
}
