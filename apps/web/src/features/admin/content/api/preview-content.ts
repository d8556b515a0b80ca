import { contentPreviewLinkSchema, dataEnvelope, type PreviewResource } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';
import { contentUrl } from '#src/features/admin/content/api/keys.ts';

const linkEnvelope = dataEnvelope(contentPreviewLinkSchema);

/**
 * POST /api/admin/{resource}/{id}/preview (editor): a 15-minute signed link to the saved record's preview page
 * (docs/product/console.md "Preview").
 */
export const previewContent = async (resource: PreviewResource, id: number) =>
  (await apiRequest(`${contentUrl(resource, id)}/preview`, linkEnvelope, { method: 'POST' })).data;
