import { useEffect, useRef } from 'react';
import { MESSAGES } from '@charity/shared';
import { useConfirmSubscription } from '#src/features/subscriptions/api/confirm-subscription.ts';
import { ResultPanel } from '#src/features/subscriptions/components/result-panel.tsx';
import { useLinkToken } from '#src/features/subscriptions/components/subscription-token.ts';
import { toast } from '#src/lib/toast.ts';

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

  useEffect(() => {
    if (handled.current === token) return;
    handled.current = token;
    if (token) mutate(token);
    else toast.error(MESSAGES.invalidId);
  }, [token, mutate]);

  if (!token) {
    return (
      <ResultPanel tone="error" title={MESSAGES.invalidId}>
        This confirmation link is incomplete. Please open the link from our e-mail again, or subscribe once
        more from the home page.
      </ResultPanel>
    );
  }
  if (status === 'success') {
    return (
      <ResultPanel tone="success" title="Subscription confirmed">
        <p>{data.message}</p>
        <p className="mt-2">
          Thank you. Our updates will reach you by e-mail; every one carries a link to stop them.
        </p>
      </ResultPanel>
    );
  }
  if (status === 'error') {
    return (
      <ResultPanel tone="error" title="We could not confirm your subscription">
        <p>{error.message}</p>
        <p className="mt-2">A fresh link comes with every new subscription from the home page.</p>
      </ResultPanel>
    );
  }
  return <ResultPanel tone="neutral" title="Confirming your subscription…" actions={null} />;
}
