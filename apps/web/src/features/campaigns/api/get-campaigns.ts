import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { campaignSummarySchema, dataEnvelope } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const campaignsResponse = dataEnvelope(z.array(campaignSummarySchema));

/**
 * GET /api/campaign/list (docs/product/giving.md "Campaigns, the donor wall and dedications"): the published
 * campaigns that have started, those still taking gifts first. The list page and the donation page's "Current
 * appeals" read the same answer.
 */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: ['campaigns'],
    queryFn: ({ signal }) => api.get('/api/campaign/list', campaignsResponse, { signal }),
    select: (answer) => answer.data,
  });
