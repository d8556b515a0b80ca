import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { whenIdle } from '#src/lib/when-idle.ts';
import { loadSonner, onToastRequest } from '#src/lib/toast.ts';

/*
 * sonner's rich info and success colours (hsl(210 92% 45%) on hsl(208 100% 97%): 4.4:1; #008a2e on #ecfdf3:
 * 4.25:1) are under WCAG AA's 4.5:1, and axe flags them on the forms' toasts; darker shades of the same hues pass.
 * Inline, they win over sonner's stylesheet, which sets the variables on the same element.
 */
const TOAST_TEXT_AA = {
  '--info-text': 'hsl(210, 92%, 35%)',
  '--success-text': 'hsl(140, 100%, 20%)',
} as CSSProperties;

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

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
      <SonnerToaster richColors position="top-center" closeButton style={TOAST_TEXT_AA} />
    </Suspense>
  );
}
