import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CAMPAIGNS_PER_PAGE,
  CAMPAIGN_MESSAGES,
  adminCampaignListSchema,
  adminCampaignResponseSchema,
  adminCampaignsQuerySchema,
  campaignCreateSchema,
  campaignIdParamsSchema,
  campaignParamsSchema,
  campaignPatchSchema,
  campaignQuerySchema,
  campaignSchema,
  campaignSummarySchema,
  dataEnvelope,
  errorBodySchema,
} from '@charity/shared';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses, notFound } from '#src/shared/http-errors.ts';
import { createCampaignService, type CampaignServiceDeps } from './campaign-service.ts';

const errors = errorResponses(401, 403, 404, 422);

/**
 * Campaigns (docs/product/giving.md "Campaigns, the donor wall and dedications"):
 *
 * - `/api/admin/campaigns[/{id}]`: editors write a campaign's words, pictures, goal and dates (audited); finance
 *   may read the list and each campaign with its figures. The guards are onRequest hooks, so any other role gets
 *   403 before the body is read.
 * - `/api/campaign/list` and `/api/campaign/{slug}`: public reads, cached like other public content (a minute in
 *   browsers and CDNs, the micro-cache's seconds here). A console write clears this instance's micro-cache; a
 *   payment or refund shows in `raised` once the cached answers expire (docs/decisions/0068).
 */
export const campaignRoutes: FastifyPluginAsyncZod<{ now?: CampaignServiceDeps['now'] }> = async (
  app,
  opts,
) => {
  const campaigns = createCampaignService({ db: app.db, ...(opts.now ? { now: opts.now } : {}) });
  const reader = requireRole('editor', 'finance');
  const writer = requireRole('editor');
  const tags = ['admin campaigns'];

  app.get(
    '/api/admin/campaigns',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Campaigns with their figures, the latest start first (editor, finance)',
        querystring: adminCampaignsQuerySchema,
        response: { 200: adminCampaignListSchema, ...errors },
      },
    },
    (request) => campaigns.list(request.query.page, ADMIN_CAMPAIGNS_PER_PAGE),
  );

  app.get(
    '/api/admin/campaigns/:id',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'One campaign with its figures (editor, finance)',
        params: campaignIdParamsSchema,
        response: { 200: adminCampaignResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await campaigns.get(request.params.id) }),
  );

  app.post(
    '/api/admin/campaigns',
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Create a campaign (editor; audited)',
        body: campaignCreateSchema,
        response: { 201: adminCampaignResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await campaigns.create(request.body, actorOf(request));
      app.microCache.clear();
      return reply.code(201).send({ data: created, message: CAMPAIGN_MESSAGES.created });
    },
  );

  app.patch(
    '/api/admin/campaigns/:id',
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Change a campaign (editor; audited); the merged record must be valid',
        params: campaignIdParamsSchema,
        body: campaignPatchSchema,
        response: { 200: adminCampaignResponseSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await campaigns.update(request.params.id, request.body, actorOf(request));
      app.microCache.clear();
      return { data: updated, message: CAMPAIGN_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/admin/campaigns/:id',
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Delete a campaign without gifts (editor; audited); one with gifts is 409',
        params: campaignIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await campaigns.remove(request.params.id, actorOf(request));
      app.microCache.clear();
      return reply.code(204).send(null);
    },
  );

  const cached = { config: { cacheControl: PUBLIC_CONTENT_CACHE } };

  app.get(
    '/api/campaign/list',
    {
      ...cached,
      schema: {
        tags: ['campaign'],
        summary: 'Published campaigns that have started, those still taking gifts first, with their figures',
        response: { 200: dataEnvelope(z.array(campaignSummarySchema)) },
      },
    },
    async () => ({ data: await campaigns.publicList() }),
  );

  app.get(
    '/api/campaign/:slug',
    {
      ...cached,
      schema: {
        tags: ['campaign'],
        summary:
          "A campaign's page: story, figures, days left and, when shown, its wall (wall_page, newest first)",
        params: campaignParamsSchema,
        querystring: campaignQuerySchema,
        response: { 200: dataEnvelope(campaignSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const campaign = await campaigns.publicCampaign(request.params.slug, request.query.wall_page);
      if (!campaign) throw notFound(CAMPAIGN_MESSAGES.publicNotFound);
      return { data: campaign };
    },
  );
};
