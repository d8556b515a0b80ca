import { useEffect, useState } from 'react';
import { SIZES } from '@charity/shared';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { usePopup } from '#src/features/home/api/get-popup.ts';
import { browserStorage, doublePopupTime, popupDelayMs } from '#src/features/home/utils/popup-delay.ts';
import { useT } from '#src/lib/i18n.ts';
import { imageSrcSet } from '#src/lib/srcset.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The dialog (dialog.tsx) is `calc(100vw - 2rem)` wide up to the popup's max width, and pads its content by 1rem
 * each side; the picture fills what is left.
 */
const POPUP_IMAGE_SIZES = `(min-width: ${SIZES.popupWidthPx + 32}px) ${SIZES.popupWidthPx - 32}px, calc(100vw - 4rem)`;

/**
 * The home page popup (docs/product/content-and-pages.md): shown once per visit, twice the stored `popuptime`
 * after the page opens, and only when the server has an active popup. Closing it doubles `popuptime`; unlike
 * the old site it does not reload the page (docs/product/content-and-pages.md), which would lose what the
 * visitor typed into the newsletter form.
 */
export function HomePopup() {
  const { data: popup } = usePopup();
  const t = useT();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), popupDelayMs(browserStorage()));
    return () => window.clearTimeout(timer);
  }, []);

  if (!popup) return null;

  const onOpenChange = (open: boolean) => {
    if (open) return;
    doublePopupTime(browserStorage());
    setDismissed(true);
  };

  return (
    <Dialog
      open={due && !dismissed}
      onOpenChange={onOpenChange}
      title={popup.title}
      style={{ maxWidth: SIZES.popupWidthPx }}
      closeLabel={t(m['popup.closeLabel'])}
    >
      <img
        src={popup.image}
        srcSet={imageSrcSet(popup)}
        sizes={POPUP_IMAGE_SIZES}
        alt={popup.image_alt ?? popup.title}
        className="block w-full rounded-xl"
      />
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {popup.link ? (
          <a href={popup.link} className="btn btn-outline">
            {t(m['popup.learnMore'])}{' '}
            <span className="sr-only">{t(m['popup.learnMoreAbout'], { title: popup.title })}</span>
          </a>
        ) : null}
        <DialogClose className="btn btn-primary">{t(m['popup.close'])}</DialogClose>
      </div>
    </Dialog>
  );
}
