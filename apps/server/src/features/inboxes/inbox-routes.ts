import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, type errorBodySchema } from '@charity/shared';
import { actorOf } from '#src/services/staff-auth/guard.ts';
import type { Actor } from '#src/shared/actor.ts';

/**
 * The routes every inbox of the console has, configured per inbox (docs/product/console.md "Inboxes"): the list,
 * one item, the CSV export. Each inbox registers them in its own plugin, beside the routes only it has, behind its
 * role guard, with its own error answers.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The error answers a route documents (and serialises), by status code. */
type Errors = Record<number, typeof errorBodySchema>;

type Common = { guard: onRequestAsyncHookHandler; errors: Errors; summary: string };

const tags = ['admin'];

/** `GET url`: one page of the inbox, as the inbox's list reads it from the query string. */
export function listRoute<Query extends z.ZodType, Body extends z.ZodType>(
  app: App,
  url: string,
  route: Common & {
    querystring: Query;
    response: Body;
    list: (query: z.output<Query>) => Promise<z.input<Body>>;
  },
) {
  // The pairing of query, list and answer is checked above, per inbox; Fastify sees plain schemas.
  const list = route.list as (query: unknown) => Promise<unknown>;
  const response: z.ZodType = route.response;
  app.get(
    url,
    {
      onRequest: route.guard,
      schema: {
        tags,
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: response, ...route.errors },
      },
    },
    async (request) => list(request.query),
  );
}

/** `GET url/:id`: one item in `{ data }`, 404 when there is none. */
export function detailRoute<Body extends z.ZodType<unknown, { data: unknown }>>(
  app: App,
  url: string,
  route: Common & { response: Body; get: (id: number) => Promise<z.input<Body>['data']> },
) {
  const response: z.ZodType = route.response;
  app.get(
    `${url}/:id`,
    {
      onRequest: route.guard,
      schema: {
        tags,
        summary: route.summary,
        params: idParamsSchema,
        response: { 200: response, ...route.errors },
      },
    },
    async (request) => ({ data: await route.get(request.params.id) }),
  );
}

/** `GET url`: the inbox's CSV export as a download, never cached. */
export function csvRoute(
  app: App,
  url: string,
  route: Common & { export: (actor: Actor) => Promise<{ csv: string; disposition: string }> },
) {
  app.get(
    url,
    {
      onRequest: route.guard,
      schema: { tags, summary: route.summary, response: { 200: z.string(), ...route.errors } },
    },
    async (request, reply) => {
      const { csv, disposition } = await route.export(actorOf(request));
      return reply
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
