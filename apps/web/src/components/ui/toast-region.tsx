import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { dismissErrorToasts, dismissToasts } from '#src/components/forms/attempt-toasts.ts';
import { onToastRequest } from '#src/lib/toast.ts';

/*
 * sonner's rich info and success colours (hsl(210 92% 45%) on hsl(208 100% 97%): 4.4:1; #008a2e on #ecfdf3:
 * 4.25:1) are under WCAG AA's 4.5:1, and axe flags them on the forms' toasts; darker shades of the same hues pass.
 * Inline, they win over sonner's stylesheet, which sets the variables on the same element.
 */
const TOAST_TEXT_AA = {
  '--info-text': 'hsl(210, 92%, 35%)',
  '--success-text': 'hsl(140, 100%, 20%)',
} as CSSProperties;

/** Whether this click follows a link to another page of the site in this tab. */
function leavesThePage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return (
    link instanceof HTMLAnchorElement &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin &&
    link.pathname !== window.location.pathname
  );
}

/**
 * No toast lingers over the next page (ADR 30): when the visitor leaves a page, by a link to another page of
 * the site or by going back or forward, the toasts on screen go with it. The app's own moves are not the visitor
 * leaving: a toast raised on the way to another page ("Logged in successfully" before the payments page,
 * "Invalid ID" before the redirect to the list) stays to explain the page it arrives on.
 */
function useDismissToastsOnLeave() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leavesThePage(event)) dismissToasts();
    };
    const onPopState = () => dismissToasts();
    // Capture: the router handles the click (and stops it) further down.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
}

/**
 * A success means the visitor's latest step worked: the error toasts on screen, raised by any form or call, speak
 * of what came before it, so they go as it shows (ADR 30 does the same within one form). Here rather than
 * in lib/toast.ts, which is in every page's first load; an error toast mounts this region before any success
 * could replace it.
 */
function useSuccessDismissesErrors() {
  useEffect(
    () =>
      onToastRequest((_id, kind) => {
        if (kind === 'success') dismissErrorToasts();
      }),
    [],
  );
}

/** sonner's toast area and the rules above; loaded with sonner (components/ui/toaster.tsx). */
export function ToastRegion() {
  useDismissToastsOnLeave();
  useSuccessDismissesErrors();
  return <Toaster richColors position="top-center" closeButton style={TOAST_TEXT_AA} />;
}
