import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, IndianRupee } from 'lucide-react';
import { DONATION_STATUS, PAYMENT_PAGE_SIZE, formatRupees, paths, type DonationRow } from '@charity/shared';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { getCertificateLink } from '#src/features/giving/api/get-certificate-link.ts';
import { myDonationsKey, myDonationsQueryOptions } from '#src/features/giving/api/get-my-donations.ts';
import { payDonation } from '#src/features/giving/api/pay-donation.ts';
import { useCheckout } from '#src/features/giving/checkout/use-checkout.tsx';
import { DonationStatusTag } from '#src/components/ui/status-tag.tsx';
import { NARROW_VIEWPORT, useMediaQuery } from '#src/features/giving/hooks/use-media-query.ts';
import { formatDate } from '#src/features/giving/utils/format.ts';
import { usePageQuery } from '#src/hooks/use-page-query.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** A paid donation's date is its payment's, the receipt's date; an unpaid one's is when it was made. */
const dateOf = (row: DonationRow) => row.paid_at ?? row.created_at;

type RowActions = {
  onPay: (row: DonationRow) => void;
  onCertificate: (row: DonationRow) => void;
  busy: boolean;
};

/**
 * Pay on an unpaid row, Certificate on a paid one, nothing on a refunded one: its receipt is cancelled
 * (docs/product/giving.md); the hidden words say which donation.
 */
function RowAction({ row, onPay, onCertificate, busy }: { row: DonationRow } & RowActions) {
  const t = useT();
  const locale = useLocale();
  const which = (
    <span className="sr-only">
      {t(m['myDonations.which'], {
        amount: formatRupees(row.amount),
        trust: row.trust_name,
        date: formatDate(dateOf(row), locale),
      })}
    </span>
  );
  if (row.refunded_at !== null) {
    return (
      <span className="text-sm text-muted">
        {t(m['myDonations.receiptCancelled'])} {which}
      </span>
    );
  }
  if (row.status === DONATION_STATUS.paid) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={busy}
        onClick={() => onCertificate(row)}
      >
        <Download aria-hidden="true" className="size-4" />
        {t(m['myDonations.certificate'])} {which}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => onPay(row)}>
      <IndianRupee aria-hidden="true" className="size-4" />
      {t(m['myDonations.pay'])} {which}
    </button>
  );
}

function ReceiptNumber({ value }: { value: string | null }) {
  const t = useT();
  if (value) return <span className="font-mono text-sm">{value}</span>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t(m['myDonations.noneYet'])}</span>
    </>
  );
}

const cellClass = 'px-4 py-3 align-middle';

function DonationsTable({ rows, ...actions }: { rows: DonationRow[] } & RowActions) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-3xl border border-line bg-white shadow-card">
      <table className="w-full text-left">
        <caption className="sr-only">{t(m['myDonations.caption'])}</caption>
        <thead className="border-b border-line bg-sand text-sm text-maroon">
          <tr>
            <th scope="col" className={cellClass}>
              {t(m['myDonations.date'])}
            </th>
            <th scope="col" className={cellClass}>
              {t(m['myDonations.trust'])}
            </th>
            <th scope="col" className={cellClass}>
              {t(m['myDonations.fund'])}
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              {t(m['myDonations.amount'])}
            </th>
            <th scope="col" className={cellClass}>
              {t(m['myDonations.receiptNo'])}
            </th>
            <th scope="col" className={cellClass}>
              {t(m['myDonations.status'])}
            </th>
            <th scope="col" className={cellClass}>
              {t(m['myDonations.action'])}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDate(dateOf(row), locale)}</td>
              <td className={cellClass}>{row.trust_name}</td>
              <td className={cellClass}>{row.fund_name}</td>
              <td className={`${cellClass} text-right font-semibold whitespace-nowrap`}>
                {formatRupees(row.amount)}
              </td>
              <td className={cellClass}>
                <ReceiptNumber value={row.receipt_number} />
              </td>
              <td className={cellClass}>
                <DonationStatusTag status={row.status} refunded={row.refunded_at !== null} />
              </td>
              <td className={cellClass}>
                <RowAction row={row} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 640 px a seven-column table does not fit: the same rows as cards, one per donation. */
function DonationCards({ rows, ...actions }: { rows: DonationRow[] } & RowActions) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul aria-label={t(m['myDonations.caption'])} className="space-y-4">
      {rows.map((row) => (
        <li key={row.id} className="rounded-2xl border border-line bg-white p-5 shadow-card">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-xl font-semibold text-ink">{formatRupees(row.amount)}</p>
              <p className="text-muted">{row.trust_name}</p>
            </div>
            <DonationStatusTag status={row.status} refunded={row.refunded_at !== null} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-maroon">{t(m['myDonations.fund'])}</dt>
            <dd>{row.fund_name}</dd>
            <dt className="font-semibold text-maroon">{t(m['myDonations.date'])}</dt>
            <dd>{formatDate(dateOf(row), locale)}</dd>
            <dt className="font-semibold text-maroon">{t(m['myDonations.receiptNo'])}</dt>
            <dd>
              <ReceiptNumber value={row.receipt_number} />
            </dd>
          </dl>
          <div className="mt-4">
            <RowAction row={row} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Opens the receipt in a new tab. The tab is opened synchronously in the click, before the signed URL arrives,
 * because browsers block a window.open made after an await; once the URL is known the tab goes there. If the
 * browser blocked even that, the receipt opens in this tab instead.
 */
function useOpenCertificate() {
  const link = useMutation({ mutationFn: getCertificateLink });
  const open = (row: DonationRow) => {
    const tab = window.open('', '_blank');
    // The blank tab is ours; cut its way back to this page before it shows anything else.
    if (tab) tab.opener = null;
    link.mutate(row.id, {
      onSuccess: ({ data: url }) => {
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: () => tab?.close(),
    });
  };
  return { open, isPending: link.isPending };
}

/**
 * docs/product/giving.md Payment page: the donor's donations, 10 per page with ?page= in the URL, newest
 * first, each with its status; Pay reopens the checkout of an unpaid one and Certificate opens the receipt of
 * a paid one.
 */
export function MyDonations() {
  const t = useT();
  const { page, hrefForPage } = usePageQuery();
  const { data, isError } = useQuery(myDonationsQueryOptions(page));
  const queryClient = useQueryClient();
  const { payWithCheckout, checkoutDialog } = useCheckout();
  const reopen = useMutation({ mutationFn: payDonation });
  const certificate = useOpenCertificate();
  const narrow = useMediaQuery(NARROW_VIEWPORT);

  const onPay = async (row: DonationRow) => {
    let checkout;
    try {
      checkout = (await reopen.mutateAsync(row.id)).data;
    } catch {
      // Reported by the query client (e.g. "This donation has already been paid."); the list may be stale.
      await queryClient.invalidateQueries({ queryKey: myDonationsKey });
      return;
    }
    // The payments page stays where it is after a payment: its list shows the donation Paid, with its receipt.
    if ((await payWithCheckout(checkout)).outcome === 'paid') {
      await queryClient.invalidateQueries({ queryKey: myDonationsKey });
    }
  };

  const actions: RowActions = {
    onPay: (row) => void onPay(row),
    onCertificate: certificate.open,
    busy: reopen.isPending || certificate.isPending,
  };

  let body;
  if (data && data.data.length > 0) {
    body = (
      <>
        {narrow ? (
          <DonationCards rows={data.data} {...actions} />
        ) : (
          <DonationsTable rows={data.data} {...actions} />
        )}
        <Pagination
          page={page}
          total={data.meta.total}
          pageSize={PAYMENT_PAGE_SIZE}
          hrefForPage={hrefForPage}
        />
      </>
    );
  } else if (isError) {
    body = <EmptyState title={t(m['myDonations.loadFailed'])} message={t(m['listing.tryAgain'])} />;
  } else if (data && data.meta.total > 0) {
    // A page past the end (an old bookmark, a hand-edited ?page=): the list itself is not empty.
    body = (
      <EmptyState
        title={t(m['myDonations.emptyPage'])}
        message={t(m['myDonations.earlierPages'])}
        action={
          <Link to={hrefForPage(1)} className="btn btn-outline">
            {t(m['myDonations.firstPage'])}
          </Link>
        }
      />
    );
  } else if (data) {
    body = (
      <EmptyState
        title={t(m['myDonations.none'])}
        message={t(m['myDonations.noneText'])}
        action={
          <Link to={paths.donation} className="btn btn-primary">
            {t(m['myDonations.makeDonation'])}
          </Link>
        }
      />
    );
  } else {
    // The first load: the full-screen overlay covers it.
    body = null;
  }

  return (
    <>
      {body}
      {checkoutDialog}
    </>
  );
}
