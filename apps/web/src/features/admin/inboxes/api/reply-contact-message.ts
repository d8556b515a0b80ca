import { contactMessageDetailResponseSchema, type ContactReplyRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/admin/contact-messages/{id}/reply (coordinator): the server stores the reply, mails it to the sender
 * with the message quoted and marks the message replied; answers the message with its thread.
 */
export const replyToContactMessage = (id: number, request: ContactReplyRequest) =>
  api.post(`/api/admin/contact-messages/${id}/reply`, contactMessageDetailResponseSchema, request);
