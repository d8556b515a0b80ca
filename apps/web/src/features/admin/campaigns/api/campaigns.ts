import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCampaignListSchema, adminCampaignResponseSchema, type CampaignCreate } from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { campaignKeys } from '#src/features/admin/campaigns/api/keys.ts';

/** GET /api/admin/campaigns?page (editor, finance): the latest start first, with their figures. */
export const listCampaigns = (page: number) =>
  api.get('/api/admin/campaigns', adminCampaignListSchema, { query: { page } });

export const useCampaigns = (page: number) =>
  useQuery({
    queryKey: campaignKeys.list(page),
    queryFn: () => listCampaigns(page),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });

/** GET /api/admin/campaigns/{id} (editor, finance). */
export const getCampaign = (id: number) =>
  api.get(`/api/admin/campaigns/${id}`, adminCampaignResponseSchema).then((body) => body.data);

export const useCampaign = (id: number) =>
  useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: () => getCampaign(id),
    meta: { errorReporting: 'silent', overlay: false },
  });

/** POST /api/admin/campaigns (editor): 422 with `errors.<field>` on a bad or taken slug, fund or dates. */
export const createCampaign = (request: CampaignCreate) =>
  api.post('/api/admin/campaigns', adminCampaignResponseSchema, request);

/** PATCH /api/admin/campaigns/{id} (editor): the whole form is sent; the merged record is checked again. */
export const updateCampaign = (id: number, request: CampaignCreate) =>
  apiRequest(`/api/admin/campaigns/${id}`, adminCampaignResponseSchema, { method: 'PATCH', body: request });

/** DELETE /api/admin/campaigns/{id} (editor): 204; 409 when it has gifts (unpublish it instead). */
export const deleteCampaign = (id: number) =>
  apiRequest(`/api/admin/campaigns/${id}`, z.unknown(), { method: 'DELETE' });

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
