import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { HONEYPOT_FIELD } from '@charity/shared';
import {
  BodyRefusedError,
  HttpError,
  multipartReadError,
  REQUEST_TOO_LARGE_MESSAGE,
} from '#src/shared/http-errors.ts';

/**
 * What the public forms accept (docs/product/forms-and-subscriptions.md); listed on each form route for the
 * OpenAPI document.
 */
export const FORM_CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

/**
 * Limits for multipart bodies. Multipart does not go through Fastify's bodyLimit, so these bound the request.
 * A value longer than fieldSize arrives truncated without an error; that is harmless here because every form
 * field caps its length far below it (the longest, a contact message, is 2,000 characters: at most 8 KiB of
 * UTF-8), so a truncated value still fails validation with the field's own "too long" message.
 */
const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 30,
  // One file is let through to onFile below, which refuses it with a 422 naming the field; busboy refuses
  // a second one with a 413 before then. Nothing of a file is ever buffered.
  files: 1,
  fileSize: 1,
  parts: 40,
  headerPairs: 100,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads multipart files itself (`request.file()`): form-bodies leaves its body alone. */
    acceptsFiles?: boolean;
  }
}

/**
 * Multipart form bodies (the volunteer form posts FormData, docs/product/forms-and-subscriptions.md) arrive
 * in `request.body` as plain key/values, exactly like JSON and urlencoded ones, so one zod schema validates
 * all three. The public forms take no files: a file part is answered 422 with the field it came in (say, a
 * scan of an Aadhaar card attached as `aadhar`). A route that takes uploads sets `config: { acceptsFiles: true }`
 * and reads them with `request.file()` under its own limits; this hook then leaves the body to it. (Multipart's
 * own attachFieldsToBody would read every multipart body on every route, uploads included.)
 */
export const formBodiesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart);
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || request.routeOptions.config.acceptsFiles) return;
      // Multipart does not pass Fastify's bodyLimit: a body announced as larger than any form is refused unread,
      // like a JSON one (busboy's limits still bound a body that announces no length).
      if (Number(request.headers['content-length']) > request.routeOptions.bodyLimit) {
        throw new BodyRefusedError(413, REQUEST_TOO_LARGE_MESSAGE);
      }
      const body: Record<string, unknown> = {};
      try {
        for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
          if (part.type === 'file') {
            part.file.resume();
            throw new HttpError(422, {
              message: 'This form does not accept file uploads.',
              errors: { [part.fieldname]: 'Files cannot be uploaded here; please type the value instead' },
            });
          }
          // A repeated field becomes a list, as multipart's keyValues mode gives it.
          const previous = body[part.fieldname];
          body[part.fieldname] =
            previous === undefined
              ? part.value
              : Array.isArray(previous)
                ? [...(previous as unknown[]), part.value]
                : [previous, part.value];
        }
      } catch (error) {
        throw multipartReadError(error);
      }
      request.body = body;
    });
  },
  { name: 'form-bodies', dependencies: ['errors'] },
);

/**
 * A route's preValidation hook for the hidden honeypot field (HONEYPOT_FIELD): people never see it, bots fill
 * it in. Such a request gets the route's normal success answer, so the bot has no reason to try again, but
 * nothing is stored or mailed. It runs before validation, so a bot that also fills other fields badly still
 * sees success. One info line is logged, never the body.
 */
export function honeypotGuard(success: { statusCode: number; body: unknown }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!honeypotFilled(request.body)) return undefined;
    request.log.info({ route: request.routeOptions.url }, 'honeypot field filled: request dropped');
    // Returning the reply tells Fastify the hook has answered and the handler must not run.
    return reply.code(success.statusCode).send(success.body);
  };
}

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null && value !== false;
}
