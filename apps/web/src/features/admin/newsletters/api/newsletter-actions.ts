import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsletterMessageResponseSchema, newsletterResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { newsletterKeys } from '#src/features/admin/newsletters/api/keys.ts';

export type NewsletterMove = 'send' | 'pause' | 'resume';

/** POST /api/admin/newsletters/{id}/{send|pause|resume} (coordinator): 409 when the status does not allow it. */
export const moveNewsletter = (id: number, move: NewsletterMove) =>
  api.post(`/api/admin/newsletters/${id}/${move}`, newsletterResponseSchema, {});

/** POST /api/admin/newsletters/{id}/test (coordinator): the saved newsletter to the member's own address. */
export const sendTestNewsletter = (id: number) =>
  api.post(`/api/admin/newsletters/${id}/test`, newsletterMessageResponseSchema, {});

/** A send, pause or resume; the answer replaces the cached newsletter, and the lists are read again. */
export function useMoveNewsletter(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: NewsletterMove) => moveNewsletter(id, move),
    onSuccess: (body) => {
      queryClient.setQueryData(newsletterKeys.detail(id), body.data);
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.lists });
      if (body.message) toast.success(body.message);
    },
  });
}

export function useSendTestNewsletter(id: number) {
  return useMutation({
    mutationFn: () => sendTestNewsletter(id),
    onSuccess: (body) => toast.success(body.message),
  });
}
