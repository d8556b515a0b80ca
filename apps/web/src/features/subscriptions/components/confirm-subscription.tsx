import { useEffect, useRef } from 'react';
import { useConfirmSubscription } from '#src/features/subscriptions/api/confirm-subscription.ts';
import { ResultPanel } from '#src/features/subscriptions/components/result-panel.tsx';
import { useLinkToken } from '#src/features/subscriptions/components/subscription-token.ts';
import { toast } from '#src/lib/toast.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The double opt-in's landing page (docs/product/forms-and-subscriptions.md): the link in the confirmation mail brings the visitor here with
 * `?token=`, and the token is sent once, on arrival. The server's error (an expired or unknown link) is toasted
 * by the query client and also stays on the page, with the way home.
 */
export function ConfirmSubscription() {
  const token = useLinkToken();
  const { mutate, status, data, error } = useConfirmSubscription();
  // React StrictMode runs effects twice in development, and a re-render must not confirm again: remember the
  // token already handled (refs survive StrictMode's simulated remount).
  const handled = useRef<string | null | undefined>(undefined);
  const t = useT();
  const invalidLink = t(m['subscriptionPages.invalidLink']);

  useEffect(() => {
    if (handled.current === token) return;
    handled.current = token;
    if (token) mutate(token);
    else toast.error(invalidLink);
  }, [token, mutate, invalidLink]);

  if (!token) {
    return (
      <ResultPanel tone="error" title={invalidLink}>
        {t(m['subscriptionPages.confirmIncomplete'])}
      </ResultPanel>
    );
  }
  if (status === 'success') {
    return (
      <ResultPanel tone="success" title={t(m['subscriptionPages.confirmed'])}>
        <p>{data.message}</p>
        <p className="mt-2">{t(m['subscriptionPages.confirmedText'])}</p>
      </ResultPanel>
    );
  }
  if (status === 'error') {
    return (
      <ResultPanel tone="error" title={t(m['subscriptionPages.confirmFailed'])}>
        <p>{error.message}</p>
        <p className="mt-2">{t(m['subscriptionPages.freshLink'])}</p>
      </ResultPanel>
    );
  }
  return <ResultPanel tone="neutral" title={t(m['subscriptionPages.confirming'])} actions={null} />;
}
