import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageDetailResponseSchema, type UpdateContactMessageRequest } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';

/** PATCH /api/admin/contact-messages/{id} (coordinator): new, replied or archived. */
export const updateContactMessage = (id: number, update: UpdateContactMessageRequest) =>
  apiRequest(`/api/admin/contact-messages/${id}`, contactMessageDetailResponseSchema, {
    method: 'PATCH',
    body: update,
  });

export const useUpdateContactMessage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateContactMessageRequest) => updateContactMessage(id, update),
    onSuccess: (body) => {
      queryClient.setQueryData(inboxKeys.message(id), body.data);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.messageLists });
    },
  });
};
