import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@charity/shared';

/**
 * An error a route throws on purpose: its status and body reach the client as they are.
 * Anything else that escapes a handler is a bug: it is logged and the client gets a 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, { message });

/** 422 with one message per field, the shape the web forms map under each field (docs/product/README.md). */
export const invalidFields = (errors: Record<string, string>) =>
  new HttpError(422, { message: MESSAGES.invalidInput, errors });

export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);

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
      const message =
        status === 429
          ? MESSAGES.tooManyRequests
          : status === 413
            ? 'The request is too large.'
            : error.message;
      return reply.code(status).send({ message, error: error.code } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
