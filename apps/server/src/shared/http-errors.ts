import { MESSAGES, errorBodySchema, type ErrorBody } from '@charity/shared';

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

/** A request body refused before any route saw it (unreadable, too large): logged as a warning by the error handler. */
export class BodyRefusedError extends HttpError {
  constructor(statusCode: 400 | 413, message: string) {
    super(statusCode, { message });
  }
}

/** What a client hears when its body is over the route's limit. */
export const REQUEST_TOO_LARGE_MESSAGE = 'The request is too large.';

/** What a client hears when its body cannot be parsed; no `error` detail, which the web app would show as a toast. */
export const UNREADABLE_BODY_MESSAGE = 'The form data could not be read. Please send the form again.';

/**
 * An error met while reading a multipart body, as the client should hear it. busboy reports a body without its
 * boundary, cut off, or with a broken part header as a plain Error with no status: that is the client's body, not
 * a fault here, so it becomes a 400 (never a 500 with a stack in the log). Errors that carry a status already
 * (the multipart plugin's limits, 413) and our own HttpErrors pass through unchanged.
 */
export function multipartReadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  ) {
    return error;
  }
  return new BodyRefusedError(400, UNREADABLE_BODY_MESSAGE);
}

/**
 * The error answers a route declares for its OpenAPI document and response validation, all the one error shape
 * (docs/product/README.md "Answers"): `errorResponses(401, 403, 422)`.
 */
export const errorResponses = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
