import { queryOptions } from '@tanstack/react-query';
import { campaignSchema, dataEnvelope, type Campaign } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { ApiError } from '#src/lib/api-error.ts';

const campaignResponse = dataEnvelope(campaignSchema);

/**
 * GET /api/campaign/{slug}?wall_page= (docs/product/giving.md); null when there is no such public campaign. A 404
 * is an answer, not a failure, as for an event: the page says "Campaign not found" (no error toast), and the server
 * renderer keeps the answer so the browser hydrates the same page.
 */
async function getCampaign(slug: string, wallPage: number, signal?: AbortSignal): Promise<Campaign | null> {
  const query = wallPage > 1 ? `?wall_page=${wallPage}` : '';
  try {
    return (await api.get(`/api/campaign/${encodeURIComponent(slug)}${query}`, campaignResponse, { signal }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const campaignQueryOptions = (slug: string, wallPage: number) =>
  queryOptions({
    queryKey: ['campaign', slug, wallPage],
    queryFn: ({ signal }) => getCampaign(slug, wallPage, signal),
  });
