import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminContentItemResponseSchema, pageDraftResponseSchema } from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';

/** `/api/admin/content/pages/{id}/draft` (docs/product/console.md "Drafts of pages"). */
const draftUrl = (id: number) => `/api/admin/content/pages/${id}/draft`;

export const pageDraftKey = (id: number) => [...contentKeys.item('pages', id), 'draft'] as const;

/** GET …/draft (editor): the page's unpublished changes, or null. */
export const usePageDraft = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: pageDraftKey(id),
    queryFn: () => api.get(draftUrl(id), pageDraftResponseSchema).then((body) => body.data),
    enabled,
    meta: { errorReporting: 'silent' },
  });

/** PUT …/draft (editor): the form's values as the page's draft; visitors still see the published page. */
export const savePageDraft = (id: number, values: Record<string, unknown>) =>
  apiRequest(draftUrl(id), pageDraftResponseSchema, { method: 'PUT', body: values });

/** POST …/draft/publish (editor): the draft becomes the page. */
export const publishPageDraft = (id: number) =>
  api.post(`${draftUrl(id)}/publish`, adminContentItemResponseSchema('pages'));

/** DELETE …/draft (editor): 204; the page stays as published. */
export const discardPageDraft = (id: number) => apiRequest(draftUrl(id), z.unknown(), { method: 'DELETE' });
