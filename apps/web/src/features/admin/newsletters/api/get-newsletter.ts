import { useQuery } from '@tanstack/react-query';
import { newsletterResponseSchema, type Newsletter } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { newsletterKeys } from '#src/features/admin/newsletters/api/keys.ts';

/** While a send is under way its counts are read again this often. */
export const NEWSLETTER_POLL_MS = 2_000;

/** GET /api/admin/newsletters/{id} (coordinator): the newsletter and its counts. */
export const getNewsletter = (id: number) =>
  api.get(`/api/admin/newsletters/${id}`, newsletterResponseSchema).then((body) => body.data);

/** Still moving: being sent, or finished dispatching with mails still in the outbox. */
export const inProgress = (newsletter: Newsletter | undefined) =>
  newsletter !== undefined &&
  (newsletter.status === 'sending' || (newsletter.status === 'sent' && newsletter.counts.queued > 0));

/** The newsletter, polled while its send is in progress (counts climb as the outbox sends). */
export const useNewsletter = (id: number) =>
  useQuery({
    queryKey: newsletterKeys.detail(id),
    queryFn: () => getNewsletter(id),
    refetchInterval: (query) => (inProgress(query.state.data) ? NEWSLETTER_POLL_MS : false),
    meta: { errorReporting: 'silent', overlay: false },
  });
