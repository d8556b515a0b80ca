import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '#src/shared/redact-url.ts';

/**
 * Fastify's serializer of a request, for the lines that carry one (its own error lines): the same fields, with the
 * URL's secrets redacted (shared/redact-url.ts).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify's request lines without the two it writes for every request ("incoming request", whose URL carried
 * signed tokens whole, and "request completed"): requestLogPlugin writes one line instead. Its other lines (a
 * request that errored while its answer was sent, a failing serializer, a broken stream) stay, their request
 * serialised by serializeRequest.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
  }
}

/**
 * One line per answered request, written when the answer has gone (docs/decisions/0044): method, route pattern,
 * the URL with its secrets redacted, status and time, in place of Fastify's two (OneLinePerRequest, which app.ts
 * gives Fastify): under load they doubled the log, and the first one carried the whole URL, signed tokens
 * included. An answer served from this instance's memory (a kept page or a micro-cached
 * API answer, marked `x-cache: hit`) is logged at debug: at `LOG_LEVEL=info`, the production level, a burst of
 * identical requests costs no log at all, and the request that made the answer was logged already.
 */
export const requestLogPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      const hit = reply.getHeader('x-cache') === 'hit';
      request.log[hit ? 'debug' : 'info'](
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
