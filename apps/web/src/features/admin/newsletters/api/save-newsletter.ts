import {
  newsletterPreviewResponseSchema,
  newsletterResponseSchema,
  type NewsletterInput,
} from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';

/** POST /api/admin/newsletters (coordinator): a new draft. */
export const createNewsletter = (request: NewsletterInput) =>
  api.post('/api/admin/newsletters', newsletterResponseSchema, request);

/** PATCH /api/admin/newsletters/{id} (coordinator): changes a draft (409 once its send started). */
export const updateNewsletter = (id: number, request: NewsletterInput) =>
  apiRequest(`/api/admin/newsletters/${id}`, newsletterResponseSchema, { method: 'PATCH', body: request });

/** POST /api/admin/newsletters/preview (coordinator): the mail as a subscriber gets it, and its reach. */
export const previewNewsletter = (request: NewsletterInput) =>
  api.post('/api/admin/newsletters/preview', newsletterPreviewResponseSchema, request).then((b) => b.data);
