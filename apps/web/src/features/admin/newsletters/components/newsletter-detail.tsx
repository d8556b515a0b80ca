import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { adminPaths, type Newsletter } from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { sanitizeHtml } from '#src/lib/sanitize-html.ts';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { TOPIC_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import { inProgress, useNewsletter } from '#src/features/admin/newsletters/api/get-newsletter.ts';
import {
  useMoveNewsletter,
  useSendTestNewsletter,
} from '#src/features/admin/newsletters/api/newsletter-actions.ts';
import { COUNT_LABELS, NEWSLETTER_STATUS_LABELS } from '#src/features/admin/newsletters/components/labels.ts';
import { NewsletterForm } from '#src/features/admin/newsletters/components/newsletter-form.tsx';

/** The counts of a send, read again every two seconds while it moves (an aria-live region announces the end). */
function Progress({ newsletter }: { newsletter: Newsletter }) {
  const { counts } = newsletter;
  const done = counts.sent + counts.failed + counts.skipped;
  const moving = inProgress(newsletter);
  return (
    <section aria-labelledby="progress-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="progress-heading" className="text-xl font-semibold">
        Progress
      </h2>
      <p role="status" className="mt-2">
        {moving
          ? `${done} of ${counts.recipients} done; the counts update by themselves.`
          : newsletter.status === 'paused'
            ? `Paused with ${done} of ${counts.recipients} done.`
            : `Finished: ${counts.sent} sent, ${counts.failed} failed, ${counts.skipped} skipped.`}
      </p>
      <progress
        className="mt-3 h-3 w-full"
        max={Math.max(counts.recipients, 1)}
        value={done}
        aria-label="Share of recipients done"
      />
      <dl className="mt-4 flex flex-wrap gap-6">
        {COUNT_LABELS.map(({ key, label }) => (
          <div key={key}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold" data-count={key}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        Waiting: not yet handed to the mail queue (the rate holds them back). Queued: in the mail queue.
        Skipped: unsubscribed after the send started.
      </p>
    </section>
  );
}

/**
 * What was sent, inline: the server sanitised it on save; sanitising again here means a row that reached the
 * database some other way still cannot run script in the console.
 */
function SentBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className="mt-3 max-w-none text-ink [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** Send (after a second, explicit confirmation), pause and resume, as the status allows. */
function SendControls({ newsletter }: { newsletter: Newsletter }) {
  const move = useMoveNewsletter(newsletter.id);
  const test = useSendTestNewsletter(newsletter.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {newsletter.status === 'draft' ? (
        <>
          <button
            type="button"
            className="btn btn-outline"
            disabled={test.isPending}
            onClick={() => test.mutate()}
          >
            Send a test to me
          </button>
          {confirming ? (
            <div role="group" aria-label="Confirm the send" className="flex flex-wrap items-center gap-3">
              <span>Every confirmed subscriber of the topics gets it. This cannot be undone.</span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={move.isPending}
                onClick={() => move.mutate('send', { onSettled: () => setConfirming(false) })}
              >
                Send now
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
              Send to subscribers…
            </button>
          )}
        </>
      ) : null}
      {newsletter.status === 'sending' ? (
        <button
          type="button"
          className="btn btn-outline"
          disabled={move.isPending}
          onClick={() => move.mutate('pause')}
        >
          Pause sending
        </button>
      ) : null}
      {newsletter.status === 'paused' ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={move.isPending}
          onClick={() => move.mutate('resume')}
        >
          Resume sending
        </button>
      ) : null}
    </div>
  );
}

/** One newsletter: the draft's form with send controls, or, once sent, its progress and what was sent. */
export function NewsletterDetail({ id }: { id: number }) {
  const query = useNewsletter(id);
  if (query.isError) return <QueryFailure query={query} />;
  if (!query.data) {
    return <Loading>Loading the newsletter…</Loading>;
  }
  const newsletter = query.data;
  return (
    <div className="space-y-6">
      <Link to={adminPaths.newsletters} className="underline">
        Back to the newsletters
      </Link>
      <dl className="grid gap-x-6 gap-y-1 rounded-2xl border border-line bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="newsletter-status">{NEWSLETTER_STATUS_LABELS[newsletter.status]}</dd>
        <dt className="font-semibold">Topics</dt>
        <dd>{newsletter.topics.map((t) => TOPIC_LABELS[t]).join(', ')}</dd>
        <dt className="font-semibold">Written by</dt>
        <dd>
          {newsletter.created_by_name ?? 'A former staff member'}, {formatWhen(newsletter.created_at)}
        </dd>
        {newsletter.started_at ? (
          <>
            <dt className="font-semibold">Send started</dt>
            <dd>{formatWhen(newsletter.started_at)}</dd>
          </>
        ) : null}
      </dl>
      <SendControls newsletter={newsletter} />
      {newsletter.status === 'draft' ? (
        <NewsletterForm key={newsletter.updated_at ?? newsletter.created_at} newsletter={newsletter} />
      ) : (
        <>
          <Progress newsletter={newsletter} />
          <section aria-labelledby="sent-heading" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="sent-heading" className="text-xl font-semibold">
              {newsletter.subject}
            </h2>
            <SentBody html={newsletter.body_html} />
          </section>
        </>
      )}
    </div>
  );
}
