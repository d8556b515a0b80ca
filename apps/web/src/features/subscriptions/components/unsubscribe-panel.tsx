import { MESSAGES } from '@charity/shared';
import { useUnsubscribe } from '#src/features/subscriptions/api/unsubscribe.ts';
import { ResultPanel } from '#src/features/subscriptions/components/result-panel.tsx';
import { useLinkToken } from '#src/features/subscriptions/components/subscription-token.ts';

/**
 * Where a newsletter mail's unsubscribe link leads (RFC 8058 for mail clients' one-click). Opening the
 * page changes nothing: link scanners and previews fetch URLs, so only the button press unsubscribes.
 */
export function UnsubscribePanel() {
  const token = useLinkToken();
  const { mutate, status, data, error, isPending } = useUnsubscribe();

  if (!token) {
    return (
      <ResultPanel tone="error" title={MESSAGES.invalidId}>
        This unsubscribe link is incomplete. Please open the link from our e-mail again, or write to us and we
        will remove you.
      </ResultPanel>
    );
  }
  if (status === 'success') {
    return (
      <ResultPanel tone="success" title="You have been unsubscribed">
        <p>{data.message}</p>
        <p className="mt-2">You will not receive our updates any more. You are welcome back any time.</p>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      tone="neutral"
      title="Stop receiving our updates?"
      actions={
        <button type="button" className="btn btn-primary" disabled={isPending} onClick={() => mutate(token)}>
          Unsubscribe
        </button>
      }
    >
      <p>Press the button to unsubscribe this address from every update we send by e-mail.</p>
      {status === 'error' ? <p className="mt-3 font-medium text-primary-strong">{error.message}</p> : null}
    </ResultPanel>
  );
}
