import { useQuery } from '@tanstack/react-query';
import { contactMessageDetailResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';

/** GET /api/admin/contact-messages/{id} (coordinator): the message and its replies, oldest first. */
export const getContactMessage = (id: number) =>
  api.get(`/api/admin/contact-messages/${id}`, contactMessageDetailResponseSchema).then((body) => body.data);

export const useContactMessage = (id: number) =>
  useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: () => getContactMessage(id),
    meta: { errorReporting: 'silent', overlay: false },
  });
