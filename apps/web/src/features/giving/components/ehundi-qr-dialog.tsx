import { Smartphone } from 'lucide-react';
import { formatRupees, type EhundiEntry } from '@charity/shared';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { PHONE_LIKE, useMediaQuery } from '#src/features/giving/hooks/use-media-query.ts';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';

export const EHUNDI_DIALOG_TITLE = 'Scan the QR code to pay';

/**
 * The e-hundi's last step (docs/product/giving.md): the entry's UPI QR code, what it pays (amount, payee and
 * the reference the trust reconciles with), and on a phone, where scanning your own screen is impossible, a
 * link that hands the same UPI request to a payment app.
 *
 * The QR is our server's SVG, shown through an <img> data URL rather than inserted as markup: an image cannot run
 * script or reach the page, whatever the SVG holds.
 */
export function EhundiQrDialog({ entry, onClose }: { entry: EhundiEntry; onClose: () => void }) {
  const onPhone = useMediaQuery(PHONE_LIKE);
  const amount = formatRupees(entry.amount);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={EHUNDI_DIALOG_TITLE}
      style={{ maxWidth: 440 }}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <TestModeNotice className="w-full text-left" />
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.qr_svg)}`}
          alt={`UPI QR code to pay ${amount} to ${entry.trust_name}`}
          width={240}
          height={240}
          className="size-60 rounded-xl border border-line bg-white p-2"
        />
        <p className="font-semibold text-maroon">Scan with any UPI app</p>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left">
          <dt className="font-semibold text-maroon">Amount</dt>
          <dd className="text-lg font-semibold text-ink">{amount}</dd>
          <dt className="font-semibold text-maroon">Payee</dt>
          <dd className="text-ink">
            {entry.trust_name}
            <span className="block text-sm break-all text-muted">{entry.upi_vpa}</span>
          </dd>
          <dt className="font-semibold text-maroon">Reference</dt>
          <dd className="font-mono text-sm break-all text-ink">{entry.reference}</dd>
        </dl>
        <p className="text-sm text-muted">
          Your UPI app shows the amount and this reference; please keep the reference with your payment.
        </p>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          {onPhone ? (
            <a href={entry.upi_link} className="btn btn-primary">
              <Smartphone aria-hidden="true" className="size-4" />
              Pay with a UPI app
            </a>
          ) : null}
          <DialogClose className="btn btn-outline">Done</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
