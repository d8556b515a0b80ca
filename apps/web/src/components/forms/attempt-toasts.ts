import { useRef } from 'react';
import { loadSonner, onToastRequest, type ToastId } from '#src/lib/toast.ts';

/**
 * Takes the toasts `ids` away, or every toast on screen without `ids`. Not in lib/toast.ts, so the first load does
 * not carry it: only code that runs once toasts exist calls it (these forms, and the toast region when the
 * visitor leaves a page).
 */
export function dismissToasts(ids?: readonly ToastId[]): void {
  if (ids?.length === 0) return;
  void loadSonner().then(({ toast }) => {
    if (!ids) toast.dismiss();
    else for (const id of ids) toast.dismiss(id);
  });
}

/**
 * Takes away every error toast on screen, whoever raised it (the facade or sonner directly). Called as a success
 * toast is asked for (components/ui/toast-region.tsx), so it runs before that toast shows.
 */
export function dismissErrorToasts(): void {
  void loadSonner().then(({ toast }) => {
    for (const shown of toast.getToasts()) {
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
    }
  });
}

export type AttemptToasts = {
  /**
   * Call as an attempt (a submit) starts; call the function it returns when the attempt is over, whatever its
   * outcome: the toasts of the attempts before it then go.
   */
  begin: () => () => void;
};

/**
 * A form's toasts speak for its latest attempt only (ADR 30): once an attempt is over, the toasts of the
 * attempts before it are taken away, so a success toast replaces the error toasts of the failed tries, and a
 * second failure does not stack its toasts on the first's.
 */
export function useAttemptToasts(): AttemptToasts {
  const earlier = useRef<ToastId[]>([]);
  return {
    begin() {
      const raised: ToastId[] = [];
      const stop = onToastRequest((id) => raised.push(id));
      return () => {
        stop();
        // A toast with a fixed id raised again belongs to this attempt now.
        dismissToasts(earlier.current.filter((id) => !raised.includes(id)));
        earlier.current = raised;
      };
    },
  };
}
