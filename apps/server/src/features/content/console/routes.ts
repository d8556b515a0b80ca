import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentSpecs,
  CONTENT_MESSAGES,
  CONTENT_RESOURCES,
  contentBulkResultSchema,
  contentBulkSchema,
  contentIdParamsSchema,
  contentOrderSchema,
  contentRevisionListSchema,
  contentRevisionParamsSchema,
  contentTrashListSchema,
  contentTrashParamsSchema,
  contentTrashQuerySchema,
  contentTrashRestoredSchema,
  ADMIN_CONTENT_PER_PAGE,
  isFixedResource,
  isOrderedResource,
  dataEnvelope,
  PAGE_DRAFT_MESSAGES,
  pageDraftResponseSchema,
  listMetaSchema,
} from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { createPeriodicJob, type JobTimers } from '#src/services/scheduler/periodic-job.ts';
import { createContentService, type ContentServiceDeps } from './service.ts';
import { createPageDrafts } from './page-drafts.ts';

const errors = errorResponses(401, 403, 404, 422);
/** The draft routes answer 409 too: the draft was published or discarded meanwhile. */
const draftErrors = errorResponses(401, 403, 404, 409, 422);

/**
 * `/api/admin/{resource}` for every resource of packages/shared/src/admin-content.ts (docs/product/console.md,
 * content): list, read, create (201), change (PATCH) and delete (204), for editors and admins. Routes are
 * registered per resource so each has its own schemas and its own entry in the OpenAPI document.
 *
 * A write clears this instance's micro-cache, and with it the rendered pages and the content cache (list ids,
 * sitemap parts: app.ts), so the public site shows the change at once here; other instances catch up when their
 * copies expire (2 s for answers, 10 s for list ids), browsers and CDNs within the public answers' max-age of a
 * minute.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod<{
  now?: ContentServiceDeps['now'];
  timers?: JobTimers;
}> = async (app, opts) => {
  const content = createContentService({ db: app.db, ...(opts.now ? { now: opts.now } : {}) });
  const drafts = createPageDrafts({ db: app.db, content, ...(opts.now ? { now: opts.now } : {}) });
  const guard = requireRole('editor');
  const tags = ['admin content'];

  // The content job (docs/product/console.md "Scheduling", "Trash"): started when the app listens, like the mail
  // worker and the backups, so tests that only inject run it themselves; stopped on close after a run in progress.
  const log = app.log.child({ component: 'content-schedule' });
  const job = createPeriodicJob({
    name: 'content schedule',
    work: async () => {
      const counts = await content.runSchedule();
      if (counts.published + counts.withdrawn + counts.purged > 0) {
        log.info(counts, 'content schedule: published, withdrew or purged records');
        app.microCache.clear();
      }
      return counts;
    },
    // How often each instance runs it: CONTENT_JOB_SECONDS, a minute unless set, so a record scheduled for 6:00 pm
    // is out by 6:01. Its statements are conditional, so every instance may run it.
    delayMs: () => app.config.contentJobIntervalMs,
    log,
    ...(opts.timers ? { timers: opts.timers } : {}),
  });
  app.addHook('onListen', async () => job.start());
  app.addHook('onClose', async () => job.stop());

  app.get(
    '/api/admin/content/trash',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Deleted content of every kind, newest first, kept 30 days (editor)',
        querystring: contentTrashQuerySchema,
        response: { 200: contentTrashListSchema, ...errors },
      },
    },
    (request) => content.trash(request.query.page, ADMIN_CONTENT_PER_PAGE),
  );

  app.post(
    '/api/admin/content/trash/:trashId/restore',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Put a deleted record back where it was (editor; audited)',
        params: contentTrashParamsSchema,
        response: { 200: contentTrashRestoredSchema, ...errors },
      },
    },
    async (request) => {
      const restored = await content.restoreFromTrash(request.params.trashId, actorOf(request));
      app.microCache.clear();
      return { data: restored, message: CONTENT_MESSAGES.restored };
    },
  );

  app.delete(
    '/api/admin/content/trash/:trashId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Delete a trashed record for good, with its revisions (editor; audited)',
        params: contentTrashParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await content.deleteForever(request.params.trashId, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  const bulkMessages = {
    publish: CONTENT_MESSAGES.bulkPublished,
    unpublish: CONTENT_MESSAGES.bulkUnpublished,
    delete: CONTENT_MESSAGES.deleted,
  } as const;

  for (const resource of CONTENT_RESOURCES) {
    const spec = adminContentSpecs[resource];
    const collection = `/api/admin/${resource}`;
    const member = `${collection}/:id`;
    const item = dataEnvelope(spec.item);

    app.get(
      collection,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `List ${resource} (editor): page, per_page ≤ 100, q, sort, filters`,
          querystring: spec.query,
          response: { 200: z.object({ data: z.array(spec.item), meta: listMetaSchema }), ...errors },
        },
      },
      (request) => content.list(resource, request.query),
    );

    app.get(
      member,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `One of ${resource} (editor)`,
          params: contentIdParamsSchema,
          response: { 200: item, ...errors },
        },
      },
      async (request) => ({ data: await content.get(resource, request.params.id) }),
    );

    // A fixed set (the site's pages) is only ever changed: no create, delete or bulk route to call.
    const fixed = isFixedResource(resource);

    if (!fixed) {
      app.post(
        collection,
        {
          onRequest: guard,
          schema: {
            tags,
            summary: `Create one of ${resource} (editor)`,
            body: spec.create,
            response: { 201: item, ...errors },
          },
        },
        async (request, reply) => {
          const created = await content.create(resource, request.body, actorOf(request));
          app.microCache.clear();
          return reply.code(201).send({ data: created, message: CONTENT_MESSAGES.created });
        },
      );
    }

    app.patch(
      member,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `Change one of ${resource} (editor); the merged record must be valid`,
          params: contentIdParamsSchema,
          body: spec.patch,
          response: { 200: item, ...errors },
        },
      },
      async (request) => {
        const updated = await content.update(resource, request.params.id, request.body, actorOf(request));
        app.microCache.clear();
        return { data: updated, message: CONTENT_MESSAGES.updated };
      },
    );

    if (!fixed) {
      app.delete(
        member,
        {
          onRequest: guard,
          schema: {
            tags,
            summary: `Delete one of ${resource} (editor)`,
            params: contentIdParamsSchema,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          await content.remove(resource, request.params.id, actorOf(request));
          app.microCache.clear();
          return reply.code(204).send(null);
        },
      );

      // One request for the table's selection rather than one per row: all or none, in one transaction, and one
      // round trip for a page of 100 (docs/product/console.md).
      app.post(
        `${collection}/bulk`,
        {
          onRequest: guard,
          schema: {
            tags,
            summary: `Publish, unpublish or delete several ${resource} at once (editor); all or none`,
            body: contentBulkSchema,
            response: { 200: contentBulkResultSchema, ...errors },
          },
        },
        async (request) => {
          const count = await content.bulk(resource, request.body, actorOf(request));
          app.microCache.clear();
          return { data: { count }, message: bulkMessages[request.body.action] };
        },
      );
    }

    app.get(
      `/api/admin/content/${resource}/:id/revisions`,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `The saved versions of one of ${resource}, newest first (editor)`,
          params: contentIdParamsSchema,
          response: { 200: contentRevisionListSchema, ...errors },
        },
      },
      async (request) => ({ data: await content.revisions(resource, request.params.id) }),
    );

    app.post(
      `/api/admin/content/${resource}/:id/revisions/:revId/restore`,
      {
        onRequest: guard,
        schema: {
          tags,
          summary: `Put back a saved version of one of ${resource}'s content (editor; a new revision, audited)`,
          params: contentRevisionParamsSchema,
          response: { 200: item, ...errors },
        },
      },
      async (request) => {
        const { id, revId } = request.params;
        const restored = await content.restoreRevision(resource, id, revId, actorOf(request));
        app.microCache.clear();
        return { data: restored, message: CONTENT_MESSAGES.revisionRestored };
      },
    );

    if (isOrderedResource(resource)) {
      app.put(
        `${collection}/order`,
        {
          onRequest: guard,
          schema: {
            tags,
            summary: `Set the order of ${resource} (editor): ids as the site shows them, first first`,
            body: contentOrderSchema,
            response: { 200: z.object({ message: z.string() }), ...errors },
          },
        },
        async (request) => {
          await content.reorder(resource, request.body.ids, actorOf(request));
          app.microCache.clear();
          return { message: CONTENT_MESSAGES.reordered };
        },
      );
    }
  }

  // Drafts of pages (docs/product/console.md "Drafts of pages"; docs/decisions/0065-drafts-of-pages.md): saved and
  // previewed without reaching visitors, then published or discarded. The page's PATCH above still saves it live.
  const draftPath = '/api/admin/content/pages/:id/draft';
  const draftResponses = { 200: pageDraftResponseSchema, ...draftErrors };

  app.get(
    draftPath,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A page's unpublished changes, or null (editor)",
        params: contentIdParamsSchema,
        response: draftResponses,
      },
    },
    async (request) => ({ data: await drafts.read(request.params.id) }),
  );

  app.put(
    draftPath,
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "Save changes as the page's draft (editor; audited): merged over its draft or the published page, checked as a whole page; visitors still see the published page",
        params: contentIdParamsSchema,
        body: adminContentSpecs.pages.patch,
        response: draftResponses,
      },
    },
    async (request) => ({
      data: await drafts.save(request.params.id, request.body, actorOf(request)),
      message: PAGE_DRAFT_MESSAGES.saved,
    }),
  );

  app.post(
    `${draftPath}/publish`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Make the page's draft live (editor; a revision, audited); 409 when it has none",
        params: contentIdParamsSchema,
        response: { 200: dataEnvelope(adminContentSpecs.pages.item), ...draftErrors },
      },
    },
    async (request) => {
      const published = await drafts.publish(request.params.id, actorOf(request));
      app.microCache.clear();
      return { data: published, message: PAGE_DRAFT_MESSAGES.published };
    },
  );

  app.delete(
    draftPath,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Drop the page's draft (editor; audited); 409 when it has none",
        params: contentIdParamsSchema,
        response: { 204: z.null(), ...draftErrors },
      },
    },
    async (request, reply) => {
      await drafts.discard(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
