import { Smartphone } from 'lucide-react';
import { formatRupees, type EhundiEntry } from '@charity/shared';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { PHONE_LIKE, useMediaQuery } from '#src/features/giving/hooks/use-media-query.ts';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

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
  const t = useT();
  const amount = formatRupees(entry.amount);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(m['giving.qrTitle'])}
      style={{ maxWidth: 440 }}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <TestModeNotice className="w-full text-left" />
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.qr_svg)}`}
          alt={t(m['giving.qrAlt'], { amount, trust: entry.trust_name })}
          width={240}
          height={240}
          className="size-60 rounded-xl border border-line bg-white p-2"
        />
        <p className="font-semibold text-maroon">{t(m['giving.scanWithUpi'])}</p>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left">
          <dt className="font-semibold text-maroon">{t(m['giving.amount'])}</dt>
          <dd className="text-lg font-semibold text-ink">{amount}</dd>
          <dt className="font-semibold text-maroon">{t(m['giving.payee'])}</dt>
          <dd className="text-ink">
            {entry.trust_name}
            <span className="block text-sm break-all text-muted">{entry.upi_vpa}</span>
          </dd>
          <dt className="font-semibold text-maroon">{t(m['giving.reference'])}</dt>
          <dd className="font-mono text-sm break-all text-ink">{entry.reference}</dd>
        </dl>
        <p className="text-sm text-muted">{t(m['giving.qrKeepReference'])}</p>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          {onPhone ? (
            <a href={entry.upi_link} className="btn btn-primary">
              <Smartphone aria-hidden="true" className="size-4" />
              {t(m['giving.payWithUpi'])}
            </a>
          ) : null}
          <DialogClose className="btn btn-outline">{t(m['giving.done'])}</DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
