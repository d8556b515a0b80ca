import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths, formatRupees, type DonorDetail as Donor, type DonorSummary } from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { ListSearch } from '#src/features/admin/list/list-screen.tsx';
import { formatDay, formatWhen } from '#src/features/admin/ui/format.ts';
import { useDonor } from '#src/features/admin/finance/api/get-donor.ts';
import { useDonors } from '#src/features/admin/finance/api/list-donors.ts';
import { useMergeDonors } from '#src/features/admin/finance/api/merge-donors.ts';
import { GATEWAY_LABELS } from '#src/features/admin/finance/components/donation-source.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-maroon">{label}</dt>
          <dd className="break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A small table that scrolls sideways on a phone rather than squeezing its columns. */
function SmallTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-2 pr-4 font-semibold text-maroon">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-line/60 last:border-0">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="py-2 pr-4 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const gifts = (count: number) => `${count} ${count === 1 ? 'gift' : 'gifts'}`;
const sourceName = (gateway: string) => GATEWAY_LABELS[gateway as keyof typeof GATEWAY_LABELS] ?? gateway;

/**
 * "Same person as another record?": search the list, choose the other record, confirm. The record on screen keeps
 * every gift; the other one's gifts move here and its number leads here from then on.
 */
function MergePanel({ donor }: { donor: Donor }) {
  const [q, setQ] = useState('');
  const [other, setOther] = useState<DonorSummary | null>(null);
  const results = useDonors({ page: 1, q, segment: '' }, { enabled: q !== '' });
  const merge = useMergeDonors(donor.id);
  const candidates = q === '' ? [] : (results.data?.data ?? []).filter((row) => row.id !== donor.id);
  const problem =
    merge.error instanceof ApiError ? (merge.error.errors?.other_id ?? merge.error.message) : null;

  return (
    <Panel title="Merge with another record">
      <p className="mb-3">
        When the same person gave under two records (say, once without a PAN and from an address they never
        verified), merge the other record into this one. This donor keeps every gift; receipts keep their
        numbers.
      </p>
      <ListSearch
        q={q}
        onSearch={setQ}
        label="Find the other record"
        name="Find the other record"
        placeholder="Name, e-mail, phone or whole PAN"
      />
      {q !== '' && results.isSuccess && candidates.length === 0 ? (
        <p className="mt-3">No other donor matches this search.</p>
      ) : null}
      {candidates.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Records found">
          {candidates.slice(0, 10).map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-3 py-2"
            >
              <span className="min-w-0 flex-1 break-words">
                <span className="font-semibold">{row.name || `Donor #${row.id}`}</span> (#{row.id}),{' '}
                {row.email || 'no e-mail'}, {gifts(row.gift_count)}, {formatRupees(row.lifetime_total)}
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  merge.reset();
                  setOther(row);
                }}
              >
                Merge into this donor
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={other !== null}
        onOpenChange={(open) => (open ? undefined : setOther(null))}
        title="Merge these records?"
        style={{ maxWidth: 560 }}
      >
        {other ? (
          <div className="space-y-4 px-5 pb-5">
            <p>
              <span className="font-semibold">{other.name || `Donor #${other.id}`}</span> (#{other.id},{' '}
              {gifts(other.gift_count)}, {formatRupees(other.lifetime_total)}) will become part of{' '}
              <span className="font-semibold">{donor.name || `Donor #${donor.id}`}</span> (#{donor.id}). Every
              gift moves here and the receipts keep their numbers. This cannot be undone from the console.
            </p>
            {problem ? (
              <p role="alert" className="font-semibold text-red-800">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={merge.isPending}
                onClick={() =>
                  merge.mutate(
                    { other_id: other.id },
                    {
                      onSuccess: (body) => {
                        toast.success(body.message);
                        setOther(null);
                        setQ('');
                      },
                    },
                  )
                }
              >
                {merge.isPending ? 'Merging…' : 'Merge'}
              </button>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setOther(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </Panel>
  );
}

/** One donor (finance): who they are, their totals, and everything they gave, with the merge below. */
export function DonorDetail({ id }: { id: number }) {
  const query = useDonor(id);
  if (query.isError) return <QueryFailure query={query} />;
  if (query.isPending) return <Loading>Loading the donor…</Loading>;
  const d = query.data;
  return (
    <div className="space-y-6">
      <Link to={adminPaths.donors} className="underline">
        Back to donors
      </Link>
      {d.id !== id ? (
        <p role="status" className="rounded-2xl border border-line bg-sand p-4">
          Record #{id} was merged into this one, <Link to={adminPaths.donor(d.id)}>donor #{d.id}</Link>.
        </p>
      ) : null}
      <Panel title="Donor">
        <Facts
          rows={[
            ['Name', d.name || '—'],
            ['PAN', d.pan ?? 'Not given'],
            ['E-mail', d.email || null],
            ['Phone', d.phone || null],
            ['City', d.city || null],
            ['Lifetime', `${formatRupees(d.lifetime_total)} from ${gifts(d.gift_count)}`],
            ['This financial year', formatRupees(d.year_total)],
            ['First gift', formatDay(d.first_gift_on)],
            ['Last gift', formatDay(d.last_gift_on)],
            ['Monthly gift', d.monthly ? 'Running' : 'None running'],
          ]}
        />
        <p className="mt-3 text-sm text-ink/80">
          The contact details are those of the latest gift. Totals count paid gifts that were not refunded.
        </p>
      </Panel>
      <Panel title="Gifts">
        {d.gifts.length === 0 ? (
          <p>No paid gift.</p>
        ) : (
          <SmallTable
            caption="Every paid gift, the latest first"
            head={['Date', 'Amount', 'Trust', 'Source', 'Receipt', '']}
            rows={d.gifts.map((gift) => [
              formatDay(gift.date),
              formatRupees(gift.amount),
              gift.trust_name,
              gift.subscription_id ? 'Monthly gift' : sourceName(gift.gateway),
              gift.receipt_number ?? '—',
              <Link key="open" to={adminPaths.donation(gift.id)} className="underline">
                {gift.refunded ? 'Refunded: open' : 'Open'}
              </Link>,
            ])}
          />
        )}
      </Panel>
      <Panel title="Monthly gifts">
        {d.monthly_gifts.length === 0 ? (
          <p>None.</p>
        ) : (
          <SmallTable
            caption="Monthly gifts"
            head={['Started', 'Amount', 'Trust', 'Status', 'Charges paid']}
            rows={d.monthly_gifts.map((gift) => [
              formatDay(gift.created_at),
              `${formatRupees(gift.amount)} a month`,
              gift.trust_name,
              gift.status_name,
              gift.paid_count,
            ])}
          />
        )}
      </Panel>
      <Panel title="Receipts">
        {d.receipts.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-1">
            {d.receipts.map((receipt) => (
              <li key={receipt.number}>
                <a href={receipt.download_url} target="_blank" rel="noreferrer" className="underline">
                  {receipt.number}
                </a>{' '}
                ({receipt.financial_year}){receipt.cancelled ? ', cancelled by a refund' : ''}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Statements">
        {d.statements.length === 0 ? (
          <p>None: no gift counts towards a statement.</p>
        ) : (
          <SmallTable
            caption="Yearly statements"
            head={['Year', 'Trust', 'Total', 'Gifts', 'Year-end mail']}
            rows={d.statements.map((statement) => [
              statement.financial_year,
              statement.trust_name,
              formatRupees(statement.amount),
              statement.gift_count,
              statement.mailed_at ? formatWhen(statement.mailed_at) : 'Not mailed',
            ])}
          />
        )}
      </Panel>
      <Panel title="Form 10BE certificates">
        {d.certificates.length === 0 ? (
          <p>None matched yet.</p>
        ) : (
          <SmallTable
            caption="Form 10BE certificates"
            head={['Year', 'Trust', 'Number', 'Amount', 'Mailed']}
            rows={d.certificates.map((certificate) => [
              certificate.financial_year ?? '—',
              certificate.trust_name,
              certificate.certificate_number ?? '—',
              certificate.amount === null ? '—' : formatRupees(certificate.amount),
              certificate.mailed_at ? formatWhen(certificate.mailed_at) : 'Not yet',
            ])}
          />
        )}
      </Panel>
      <MergePanel donor={d} />
    </div>
  );
}
