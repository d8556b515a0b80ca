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
