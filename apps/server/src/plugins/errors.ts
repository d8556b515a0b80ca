import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@charity/shared';
import { DOMAIN_ERROR_STATUS, DomainError } from '#src/shared/domain-error.ts';
import { BodyRefusedError, HttpError, REQUEST_TOO_LARGE_MESSAGE } from '#src/shared/http-errors.ts';

/**
 * A body the server could not read is the client's problem, worth a warning (a broken client, a probe) but not
 * an error-level entry with a stack that would page someone: one line with what was wrong.
 */
function logUnreadableBody(request: FastifyRequest, status: number, reason: string, code?: string) {
  request.log.warn(
    { status, reason, route: request.routeOptions.url, ...(code ? { code } : {}) },
    'request body refused',
  );
}

/**
 * Up to this size a refused body is read and thrown away rather than the connection closed under it. Fastify
 * closes the connection on every body it cannot parse, which a client still sending a large body (say a 6 MB
 * post against the 256 KB limit) sees as EPIPE or a reset instead of the 413 it was answered. Draining a bounded
 * body keeps the answer readable; a bigger or unannounced one still gets the close.
 */
const DRAIN_REFUSED_BODY_BYTES = 16 * 1024 * 1024;

export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 400 && reply.statusCode !== 413) return;
      if (reply.getHeader('connection') !== 'close') return;
      const length = Number(request.headers['content-length']);
      // Node's server reads and discards the rest of an unread request body once the answer is sent.
      if (Number.isFinite(length) && length <= DRAIN_REFUSED_BODY_BYTES) reply.removeHeader('connection');
    });

    app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
      if (error instanceof HttpError) {
        if (error instanceof BodyRefusedError) logUnreadableBody(request, error.statusCode, error.message);
        return reply.code(error.statusCode).send(error.body);
      }
      // The one place a service's outcome becomes an HTTP status.
      if (error instanceof DomainError) {
        const wait = error.details.retryAfterSeconds;
        if (wait !== undefined) reply.header('retry-after', String(wait));
        return reply.code(DOMAIN_ERROR_STATUS[error.code]).send(error.body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.split('/').filter(Boolean)[0] ?? issue.params?.missingProperty;
          const key = typeof field === 'string' && field ? field : '_';
          errors[key] ??= issue.message ?? 'is invalid';
        }
        return reply.code(422).send({ message: MESSAGES.invalidInput, errors } satisfies ErrorBody);
      }

      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: MESSAGES.genericError } satisfies ErrorBody);
      }
      // Fastify's own 4xx errors: bad JSON (400), body too large (413), unsupported media type (415)...
      if (status === 400 || status === 413) logUnreadableBody(request, status, error.message, error.code);
      const message =
        status === 429
          ? MESSAGES.tooManyRequests
          : status === 413
            ? REQUEST_TOO_LARGE_MESSAGE
            : error.message;
      return reply.code(status).send({ message, error: error.code } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
