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
  const which = (
    <span className="sr-only">
      for {formatRupees(row.amount)} to {row.trust_name} on {formatDate(dateOf(row))}
    </span>
  );
  if (row.refunded_at !== null) {
    return <span className="text-sm text-muted">Receipt cancelled {which}</span>;
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
        Certificate {which}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => onPay(row)}>
      <IndianRupee aria-hidden="true" className="size-4" />
      Pay {which}
    </button>
  );
}

function ReceiptNumber({ value }: { value: string | null }) {
  if (value) return <span className="font-mono text-sm">{value}</span>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None yet</span>
    </>
  );
}

const cellClass = 'px-4 py-3 align-middle';

function DonationsTable({ rows, ...actions }: { rows: DonationRow[] } & RowActions) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-line bg-white shadow-card">
      <table className="w-full text-left">
        <caption className="sr-only">My donations, newest first</caption>
        <thead className="border-b border-line bg-sand text-sm text-maroon">
          <tr>
            <th scope="col" className={cellClass}>
              Date
            </th>
            <th scope="col" className={cellClass}>
              Trust
            </th>
            <th scope="col" className={cellClass}>
              Fund
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              Amount
            </th>
            <th scope="col" className={cellClass}>
              Receipt no.
            </th>
            <th scope="col" className={cellClass}>
              Status
            </th>
            <th scope="col" className={cellClass}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDate(dateOf(row))}</td>
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
  return (
    <ul aria-label="My donations, newest first" className="space-y-4">
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
            <dt className="font-semibold text-maroon">Fund</dt>
            <dd>{row.fund_name}</dd>
            <dt className="font-semibold text-maroon">Date</dt>
            <dd>{formatDate(dateOf(row))}</dd>
            <dt className="font-semibold text-maroon">Receipt no.</dt>
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
    body = <EmptyState title="Your donations could not be loaded" message="Please try again in a moment." />;
  } else if (data && data.meta.total > 0) {
    // A page past the end (an old bookmark, a hand-edited ?page=): the list itself is not empty.
    body = (
      <EmptyState
        title="Nothing on this page"
        message="Your donations are on the earlier pages."
        action={
          <Link to={hrefForPage(1)} className="btn btn-outline">
            Go to the first page
          </Link>
        }
      />
    );
  } else if (data) {
    body = (
      <EmptyState
        title="No donations yet"
        message="Donations made with your account's e-mail address appear here, with their receipts."
        action={
          <Link to={paths.donation} className="btn btn-primary">
            Make a donation
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
