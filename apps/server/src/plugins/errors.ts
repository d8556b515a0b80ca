import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@charity/shared';
import { DOMAIN_ERROR_STATUS, DomainError } from '#src/shared/domain-error.ts';
import { HttpError } from '#src/shared/http-errors.ts';

export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
      // The one place a service's outcome becomes an HTTP status.
      if (error instanceof DomainError) return reply.code(DOMAIN_ERROR_STATUS[error.code]).send(error.body);

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
