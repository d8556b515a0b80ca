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
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

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

function GiftItem({ gift, onCancel, busy }: { gift: MonthlyGift; onCancel: () => void; busy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const which = t(m['monthlyGifts.which'], { amount: formatRupees(gift.amount), trust: gift.trust_name });
  return (
    <li className="rounded-2xl border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xl font-semibold text-ink">
            {formatRupees(gift.amount)}{' '}
            <span className="text-base font-normal text-muted">{t(m['monthlyGifts.aMonth'])}</span>
          </p>
          <p className="text-muted">{gift.trust_name}</p>
        </div>
        <MonthlyStatusTag gift={gift} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-maroon">{t(m['monthlyGifts.started'])}</dt>
        <dd>{formatDate(gift.created_at, locale)}</dd>
        <dt className="font-semibold text-maroon">{t(m['monthlyGifts.given'])}</dt>
        <dd>{t(m['monthlyGifts.months'], { count: gift.paid_count })}</dd>
        {gift.next_charge_at ? (
          <>
            <dt className="font-semibold text-maroon">{t(m['monthlyGifts.nextCharge'])}</dt>
            <dd>{formatDate(gift.next_charge_at, locale)}</dd>
          </>
        ) : null}
        {gift.cancelled_at ? (
          <>
            <dt className="font-semibold text-maroon">{t(m['monthlyGifts.cancelled'])}</dt>
            <dd>{formatDate(gift.cancelled_at, locale)}</dd>
          </>
        ) : null}
      </dl>
      {gift.update_url ? (
        <p className="mt-3 text-sm text-ink">
          {t(m['monthlyGifts.failed'])}{' '}
          <a
            href={gift.update_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary-strong underline underline-offset-4"
          >
            {t(m['monthlyGifts.update'])}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4" />
            <span className="sr-only">{t(m['monthlyGifts.updateOf'], { which })}</span>
          </a>
        </p>
      ) : null}
      {isEndedSubscription(gift.status) ? null : (
        <div className="mt-4">
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={onCancel}>
            <XCircle aria-hidden="true" className="size-4" />
            {t(m['monthlyGifts.cancel'])}{' '}
            <span className="sr-only">{t(m['monthlyGifts.cancelOf'], { which })}</span>
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
  const t = useT();
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
        {t(m['monthlyGifts.heading'])}
      </h2>
      <p className="mb-6 text-muted">{t(m['monthlyGifts.intro'])}</p>
      <ul aria-label={t(m['monthlyGifts.heading'])} className="grid gap-4 md:grid-cols-2">
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
          title={t(m['monthlyGifts.askTitle'])}
          style={{ maxWidth: 460 }}
        >
          <div className="space-y-5">
            <p className="text-ink">
              {t(m['monthlyGifts.askText'], {
                amount: formatRupees(asking.amount),
                trust: asking.trust_name,
              })}
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(asking.id, { onSettled: () => setAsking(null) })}
              >
                {t(m['monthlyGifts.yes'])}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setAsking(null)}>
                {t(m['monthlyGifts.keep'])}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
