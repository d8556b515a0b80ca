import { adminContentItemResponseSchema, type ContentResource } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { contentUrl } from '#src/features/admin/content/api/keys.ts';

/** POST /api/admin/{resource} (editor): 201 with the stored record, or 422 with errors.<field>. */
export const createContent = (resource: ContentResource, values: Record<string, unknown>) =>
  apiRequest(contentUrl(resource), adminContentItemResponseSchema(resource), {
    method: 'POST',
    body: values,
  });
