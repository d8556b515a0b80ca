import { loadSonner, type ToastId } from '#src/lib/toast.ts';

/**
 * Takes the toasts `ids` away, or every toast on screen without `ids`. Apart from lib/toast.ts so the first load
 * does not carry it: only code that runs once toasts exist (the toast region, the forms) calls it.
 */
export function dismissToasts(ids?: readonly ToastId[]): void {
  if (ids?.length === 0) return;
  void loadSonner().then(({ toast }) => {
    if (!ids) toast.dismiss();
    else for (const id of ids) toast.dismiss(id);
  });
}
