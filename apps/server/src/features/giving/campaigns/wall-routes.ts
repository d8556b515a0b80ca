import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WALL_MESSAGES,
  idParamsSchema,
  wallVisibilityRequestSchema,
  wallVisibilityResponseSchema,
  type WallVisibility,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import type { Actor } from '#src/shared/actor.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

/**
 * Finance hides a gift's entry from its campaign's wall, or shows it again (docs/product/giving.md "Campaigns,
 * the donor wall and dedications"): a name that should not be public, a dedication that is not a name. Audited
 * with the entry before and after; the gift, its receipt and the campaign's figures are untouched.
 */
export async function setWallHidden(
  db: Db,
  id: number,
  hidden: boolean,
  actor: Actor,
  now: Date = new Date(),
): Promise<WallVisibility> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('donations')
      .select([
        'id',
        'campaign_id',
        'wall',
        'wall_name',
        'dedication_kind',
        'dedication_name',
        'wall_hidden_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('not-found', WALL_MESSAGES.notFound);
    if (row.campaign_id === null || row.wall !== 1) {
      throw new DomainError('invalid', WALL_MESSAGES.notOnWall, {
        errors: { hidden: WALL_MESSAGES.notOnWall },
      });
    }
    const hiddenAt = hidden ? (row.wall_hidden_at ?? now.toISOString()) : null;
    await trx
      .updateTable('donations')
      .set({ wall_hidden_at: hiddenAt, wall_hidden_by: hidden ? actor.staffId : null })
      .where('id', '=', id)
      .execute();
    const entry = {
      wall_name: row.wall_name,
      dedication_kind: row.dedication_kind,
      dedication_name: row.dedication_name,
    };
    await audit.record(
      trx,
      {
        ...actor,
        action: hidden ? 'wall-hide' : 'wall-show',
        resource: 'donations',
        recordId: id,
        before: { ...entry, hidden_at: row.wall_hidden_at },
        after: { ...entry, hidden_at: hiddenAt },
      },
      now,
    );
    return { id, campaign_id: row.campaign_id, hidden, hidden_at: hiddenAt };
  });
}

export const wallAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/donations/:id/wall',
    {
      onRequest: requireRole('finance'),
      schema: {
        tags: ['admin'],
        summary: "Hide a gift's entry from its campaign's wall, or show it again (finance; audited)",
        params: idParamsSchema,
        body: wallVisibilityRequestSchema,
        response: { 200: wallVisibilityResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await setWallHidden(app.db, request.params.id, request.body.hidden, actorOf(request));
      // The public campaign page shows the change at once here (other instances within the cache's window).
      app.microCache.clear();
      return { data, message: data.hidden ? WALL_MESSAGES.hidden : WALL_MESSAGES.shown };
    },
  );
};
