import { MESSAGES, type ErrorBody } from '@charity/shared';

/**
 * What went wrong, in the domain's words; the error handler (plugins/errors.ts) alone turns a code into an HTTP
 * status, so services and repositories stay free of HTTP.
 */
export const DOMAIN_ERROR_STATUS = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  invalid: 422,
  'rate-limited': 429,
  'bad-gateway': 502,
  unavailable: 503,
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/**
 * The rest of the answer besides `message`: the body's field errors and machine-readable codes, and for a 429 the
 * wait, which the error handler puts in Retry-After (as @fastify/rate-limit does for the per-IP limits), never in
 * the body.
 */
export type DomainErrorDetails = Omit<ErrorBody, 'message'> & { retryAfterSeconds?: number };

/**
 * An outcome a service reports on purpose (a donation already paid, a wrong code): its message and details reach
 * the client as they are, with the status of its code. Anything else that escapes is a bug and answers 500.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The answer's body, exactly what the client sees: the details without the wait (a header, not the body). */
  get body(): ErrorBody {
    const { retryAfterSeconds: _wait, ...body } = this.details;
    return { message: this.message, ...body };
  }
}

/**
 * A 429 with the wait: services throw it for their own budgets (per account, per invitation); the error handler
 * puts `retryAfterSeconds` in Retry-After.
 */
export const retryLater = (retryAfterSeconds: number, message: string = MESSAGES.tooManyRequests) =>
  new DomainError('rate-limited', message, { retryAfterSeconds });

/** 422 with one message per field, the shape the web forms map under each field (docs/product/README.md). */
export const invalidFields = (errors: Record<string, string>) =>
  new DomainError('invalid', MESSAGES.invalidInput, { errors });
