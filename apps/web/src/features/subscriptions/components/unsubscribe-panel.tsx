import { useUnsubscribe } from '#src/features/subscriptions/api/unsubscribe.ts';
import { ResultPanel } from '#src/features/subscriptions/components/result-panel.tsx';
import { useLinkToken } from '#src/features/subscriptions/components/subscription-token.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * Where a newsletter mail's unsubscribe link leads (RFC 8058 for mail clients' one-click). Opening the
 * page changes nothing: link scanners and previews fetch URLs, so only the button press unsubscribes.
 */
export function UnsubscribePanel() {
  const token = useLinkToken();
  const { mutate, status, data, error, isPending } = useUnsubscribe();
  const t = useT();

  if (!token) {
    return (
      <ResultPanel tone="error" title={t(m['subscriptionPages.invalidLink'])}>
        {t(m['subscriptionPages.unsubscribeIncomplete'])}
      </ResultPanel>
    );
  }
  if (status === 'success') {
    return (
      <ResultPanel tone="success" title={t(m['subscriptionPages.unsubscribed'])}>
        <p>{data.message}</p>
        <p className="mt-2">{t(m['subscriptionPages.unsubscribedText'])}</p>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      tone="neutral"
      title={t(m['subscriptionPages.stopQuestion'])}
      actions={
        <button type="button" className="btn btn-primary" disabled={isPending} onClick={() => mutate(token)}>
          {t(m['subscriptionPages.unsubscribe'])}
        </button>
      }
    >
      <p>{t(m['subscriptionPages.pressButton'])}</p>
      {status === 'error' ? <p className="mt-3 font-medium text-primary-strong">{error.message}</p> : null}
    </ResultPanel>
  );
}
