import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#src/lib/when-idle.ts';
import { onToastRequest } from '#src/lib/toast.ts';

const ToastRegion = lazy(() =>
  import('#src/components/ui/toast-region.tsx').then((m) => ({ default: m.ToastRegion })),
);

/**
 * The toast area, kept out of the first load (see lib/toast.ts): it mounts on the first toast request or once
 * the browser is idle, so toasts raised with sonner's own `toast` by lazily loaded modules also find it.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const cancelIdle = whenIdle(mount);
    const unsubscribe = onToastRequest(mount);
    return () => {
      cancelIdle();
      unsubscribe();
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
