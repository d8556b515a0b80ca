import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DONATION_STATUS, adminPaths, formatRupees, type AdminDonationDetail } from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { toast } from '#src/lib/toast.ts';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useDonation } from '#src/features/admin/finance/api/get-donation.ts';
import { useResendReceipt } from '#src/features/admin/finance/api/resend-receipt.ts';
import { RefundForm } from '#src/features/admin/finance/components/refund-form.tsx';
import { DonationStatusTag } from '#src/components/ui/status-tag.tsx';
import { sourceOf } from '#src/features/admin/finance/components/donation-source.ts';
import { formatDay, formatWhen } from '#src/features/admin/ui/format.ts';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-maroon">{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const NOT_DEDUCTIBLE = {
  cash: 'Not deductible under 80G: cash above ₹2,000',
  kind: 'Not deductible under 80G: a gift in kind',
} as const;

/**
 * Refund (with its reason dialog) and Resend receipt, for a paid donation not refunded; otherwise why not.
 * The server refuses the same cases (409), this only spares a pointless click.
 */
function Actions({ donation }: { donation: AdminDonationDetail }) {
  const [refunding, setRefunding] = useState(false);
  const resend = useResendReceipt(donation.id);
  if (donation.refund) return <p>Refunded: its receipt is cancelled and cannot be sent again.</p>;
  if (donation.status !== DONATION_STATUS.paid) return <p>Nothing to do until the donation is paid.</p>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {donation.email ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (body) => toast.success(`${body.message} (${body.data.to})`),
            })
          }
        >
          Resend receipt
        </button>
      ) : (
        <p>The donor gave no e-mail, so the receipt cannot be mailed.</p>
      )}
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setRefunding(true)}>
        Refund
      </button>
      <Dialog
        open={refunding}
        onOpenChange={setRefunding}
        title="Refund this donation"
        style={{ maxWidth: 560 }}
      >
        {refunding ? <RefundForm donation={donation} onDone={() => setRefunding(false)} /> : null}
      </Dialog>
    </div>
  );
}

/** One donation (finance): the donor, the payment, its orders and gateway events, the receipt and its mails. */
export function DonationDetail({ id }: { id: number }) {
  const query = useDonation(id);
  if (query.isError) return <QueryFailure query={query} />;
  if (query.isPending) {
    return <Loading>Loading the donation…</Loading>;
  }
  const d = query.data;
  return (
    <div className="space-y-6">
      <Link to={adminPaths.donations} className="underline">
        Back to donations
      </Link>
      <Panel title="Donor">
        <Facts
          rows={[
            ['Name', `${d.first_name} ${d.last_name}`],
            ['E-mail', d.email],
            ['Phone', d.phone],
            [
              'Address',
              [d.address, [d.city, d.state].filter(Boolean).join(', '), d.pin_code]
                .filter(Boolean)
                .join(', ') || null,
            ],
            ['PAN', d.pan ?? 'Not given'],
          ]}
        />
      </Panel>
      <Panel title="Payment">
        <Facts
          rows={[
            ['Amount', formatRupees(d.amount)],
            ['Trust', d.trust_name],
            ['Fund', d.fund_name],
            [
              'Campaign',
              d.campaign ? (
                <Link key="campaign" to={adminPaths.campaign(d.campaign.id)} className="underline">
                  {d.campaign.title}
                </Link>
              ) : (
                'None'
              ),
            ],
            ['Dedication', d.dedication ?? 'None'],
            [
              'Status',
              <DonationStatusTag key="status" status={d.status} refunded={d.refunded_at !== null} />,
            ],
            ['Source', sourceOf(d)],
            ['Reference', d.reference],
            ['Payment id / UTR', d.payment_id],
            ['Cheque or bank reference', d.payment_reference],
            ['Received on', d.received_on],
            ['Paid', formatWhen(d.paid_at)],
            ['Created', formatWhen(d.created_at)],
            ['Description', d.description],
            [
              'E-hundi entry',
              d.ehundi_entry
                ? `${d.ehundi_entry.reference} (promised ${formatRupees(d.ehundi_entry.promised_amount)})`
                : null,
            ],
          ]}
        />
      </Panel>
      {d.refund ? (
        <Panel title="Refund">
          <Facts
            rows={[
              ['Refunded', formatWhen(d.refund.at)],
              ['By', d.refund.by ?? 'Reported by Razorpay'],
              ['Reason', d.refund.reason],
              ['Refund id', d.refund.refund_id ?? 'None: returned by hand'],
            ]}
          />
        </Panel>
      ) : null}
      <Panel title="Actions">
        <Actions donation={d} />
      </Panel>
      <Panel title="Receipt">
        {d.receipt ? (
          <div className="space-y-2">
            <Facts
              rows={[
                ['Number', d.receipt.number],
                ...(d.receipt.cancelled
                  ? ([['Cancelled', 'Yes: the donation was refunded. The number is never reused.']] as [
                      string,
                      ReactNode,
                    ][])
                  : []),
                ['Financial year', d.receipt.financial_year],
                ['Date', formatDay(d.receipt.date)],
                [
                  '80G',
                  d.receipt.not_deductible
                    ? NOT_DEDUCTIBLE[d.receipt.not_deductible]
                    : 'As the trust’s registration',
                ],
              ]}
            />
            <a
              href={d.receipt.download_url}
              target="_blank"
              rel="noreferrer"
              className="btn btn-outline btn-sm"
            >
              {d.receipt.cancelled ? 'Download the cancelled receipt (PDF)' : 'Download the receipt (PDF)'}
            </a>
          </div>
        ) : (
          <p>No receipt yet: the donation is not paid.</p>
        )}
      </Panel>
      <Panel title="Mails">
        {d.mails.length === 0 ? (
          <p>No mail has been sent about this donation.</p>
        ) : (
          <ul className="space-y-2">
            {d.mails.map((mail) => (
              <li key={mail.id}>
                <span className="font-semibold">{mail.subject}</span> to {mail.to}: {mail.status}
                {mail.sent_at ? `, sent ${formatWhen(mail.sent_at)}` : ''}
                {mail.last_error ? ` (last error: ${mail.last_error})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Gateway orders and events">
        {d.orders.length === 0 && d.gateway_events.length === 0 ? (
          <p>None: this donation did not go through the payment gateway.</p>
        ) : (
          <ul className="space-y-1">
            {d.orders.map((order) => (
              <li key={order.order_id}>
                Order {order.order_id} ({order.gateway}), {formatWhen(order.created_at)}
              </li>
            ))}
            {d.gateway_events.map((event) => (
              <li key={event.event_id}>
                {event.event} {event.payment_id ?? ''}, {formatWhen(event.received_at)}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
