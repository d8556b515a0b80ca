import {
  contactMessageDetailResponseSchema,
  contactReplyPreviewResponseSchema,
  type ContactReplyRequest,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * POST /api/admin/contact-messages/{id}/reply (coordinator): the server stores the reply, mails it to the sender
 * with the message quoted and marks the message replied; answers the message with its thread.
 */
export const replyToContactMessage = (id: number, request: ContactReplyRequest) =>
  api.post(`/api/admin/contact-messages/${id}/reply`, contactMessageDetailResponseSchema, request);

/** POST /api/admin/contact-messages/{id}/reply/preview (coordinator): the reply mail as it would go; nothing is sent. */
export const previewContactReply = (id: number, request: ContactReplyRequest) =>
  api
    .post(`/api/admin/contact-messages/${id}/reply/preview`, contactReplyPreviewResponseSchema, request)
    .then((body) => body.data);
