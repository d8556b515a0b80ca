import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, ExternalLink, XCircle } from 'lucide-react';
import { formatRupees, isEndedSubscription, type MonthlyGift } from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { StatusTag, type StatusTone } from '#src/components/ui/status-tag.tsx';
import { cancelMonthlyGift } from '#src/features/giving/api/cancel-monthly-gift.ts';
import { myDonationsKey } from '#src/features/giving/api/get-my-donations.ts';
import { monthlyGiftsQueryOptions } from '#src/features/giving/api/get-monthly-gifts.ts';
import { formatDate } from '#src/features/giving/utils/format.ts';
import { toast } from '#src/lib/toast.ts';

/** A monthly gift's tag: green while active, red when it needs the donor, grey once over (StatusTag). */
function MonthlyStatusTag({ gift }: { gift: MonthlyGift }) {
  const tone: StatusTone =
    gift.status === 'active'
      ? 'done'
      : gift.status === 'halted' || gift.status === 'pending'
        ? 'attention'
        : isEndedSubscription(gift.status)
          ? 'ended'
          : 'other';
  return <StatusTag tone={tone}>{gift.status_name}</StatusTag>;
}

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

function GiftItem({ gift, onCancel, busy }: { gift: MonthlyGift; onCancel: () => void; busy: boolean }) {
  const which = `${formatRupees(gift.amount)} a month to ${gift.trust_name}`;
  return (
    <li className="rounded-2xl border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xl font-semibold text-ink">
            {formatRupees(gift.amount)} <span className="text-base font-normal text-muted">a month</span>
          </p>
          <p className="text-muted">{gift.trust_name}</p>
        </div>
        <MonthlyStatusTag gift={gift} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-maroon">Started</dt>
        <dd>{formatDate(gift.created_at)}</dd>
        <dt className="font-semibold text-maroon">Given</dt>
        <dd>{months(gift.paid_count)}</dd>
        {gift.next_charge_at ? (
          <>
            <dt className="font-semibold text-maroon">Next charge</dt>
            <dd>{formatDate(gift.next_charge_at)}</dd>
          </>
        ) : null}
        {gift.cancelled_at ? (
          <>
            <dt className="font-semibold text-maroon">Cancelled</dt>
            <dd>{formatDate(gift.cancelled_at)}</dd>
          </>
        ) : null}
      </dl>
      {gift.update_url ? (
        <p className="mt-3 text-sm text-ink">
          This month&rsquo;s payment failed every time it was tried.{' '}
          <a
            href={gift.update_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary-strong underline underline-offset-4"
          >
            Update the payment method
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4" />
            <span className="sr-only"> of {which} (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {isEndedSubscription(gift.status) ? null : (
        <div className="mt-4">
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={onCancel}>
            <XCircle aria-hidden="true" className="size-4" />
            Cancel <span className="sr-only">the monthly gift of {which}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * docs/product/giving.md "Monthly giving": the donor's monthly gifts on the payments page (amount, trust, status,
 * when it started, the next charge), each with Cancel, asked once more before it is done. Each month's charge is
 * an ordinary donation in the list below, with its own receipt. Nothing shows for a donor who never gave monthly.
 */
export function MonthlyGifts() {
  const { data } = useQuery(monthlyGiftsQueryOptions());
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<MonthlyGift | null>(null);
  const cancel = useMutation({
    mutationFn: cancelMonthlyGift,
    onSuccess: (answer) => toast.success(answer.message),
    // Cancelled or refused, the list may have changed (a refusal is reported by the query client).
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDonationsKey }),
  });
  const gifts = data?.data ?? [];
  if (gifts.length === 0) return null;

  return (
    <section aria-labelledby="monthly-gifts-heading" className="container-page pt-12 sm:pt-16">
      <h2
        id="monthly-gifts-heading"
        className="mb-2 flex items-center gap-2 text-2xl font-semibold sm:text-3xl"
      >
        <CalendarClock aria-hidden="true" className="size-7 text-maroon" />
        Monthly gifts
      </h2>
      <p className="mb-6 text-muted">
        Each month&rsquo;s gift is listed with your donations below, with its own receipt.
      </p>
      <ul aria-label="Monthly gifts" className="grid gap-4 md:grid-cols-2">
        {gifts.map((gift) => (
          <GiftItem key={gift.id} gift={gift} busy={cancel.isPending} onCancel={() => setAsking(gift)} />
        ))}
      </ul>
      {asking ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
          title="Cancel this monthly gift?"
          style={{ maxWidth: 460 }}
        >
          <div className="space-y-5">
            <p className="text-ink">
              {formatRupees(asking.amount)} a month to {asking.trust_name} will no longer be charged. The
              receipts of the months already given stay valid.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(asking.id, { onSettled: () => setAsking(null) })}
              >
                Yes, cancel it
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setAsking(null)}>
                Keep giving
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
