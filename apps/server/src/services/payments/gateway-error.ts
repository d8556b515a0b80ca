import { MESSAGES, PAYMENT_MESSAGES, type ErrorBody } from '@charity/shared';
import { DOMAIN_ERROR_STATUS, DomainError, type DomainErrorCode } from '#src/shared/domain-error.ts';

/**
 * What went wrong talking to the payment gateway, decided once here so both gateways (and every caller) answer
 * the visitor the same way:
 * - `invalid_request`: the gateway refused a value the visitor chose (the amount) → 422 with errors.amount;
 * - `refused`: the gateway refused a request of ours the visitor cannot fix (another field, 403, 404…) → 502;
 * - `auth_failed`: the gateway refused our API keys (401): a configuration error for the trust → 502;
 * - `unavailable`: network error, timeout, 429 or 5xx: worth trying again in a while → 503;
 * - `bad_response`: a 2xx answer we could not read → 502.
 */
export const GATEWAY_ERROR_KINDS = [
  'invalid_request',
  'refused',
  'auth_failed',
  'unavailable',
  'bad_response',
] as const;
export type GatewayErrorKind = (typeof GATEWAY_ERROR_KINDS)[number];

/** Request fields whose value the visitor typed; a gateway's complaint about any other field is our bug. */
const VISITOR_FIELDS = new Set(['amount']);

export type GatewayErrorDetails = {
  kind: GatewayErrorKind;
  /** Which gateway call failed, e.g. 'createOrder'. */
  operation: string;
  /** The gateway's HTTP status, when it answered. */
  upstreamStatus?: number;
  /** Razorpay's `error.code`, e.g. BAD_REQUEST_ERROR. */
  code?: string;
  /** Razorpay's `error.description`, already free of secrets. */
  description?: string;
  /** Razorpay's `error.field`, e.g. amount. */
  field?: string;
};

function answerFor({ kind, description, field, code }: GatewayErrorDetails): {
  code: DomainErrorCode;
  body: ErrorBody;
} {
  switch (kind) {
    case 'invalid_request':
      if (field && VISITOR_FIELDS.has(field) && description) {
        return {
          code: 'invalid',
          body: { message: MESSAGES.invalidInput, errors: { [field]: description }, error: code },
        };
      }
      return { code: 'bad-gateway', body: { message: PAYMENT_MESSAGES.refused, error: 'GATEWAY_REFUSED' } };
    case 'refused':
    case 'auth_failed':
    case 'bad_response':
      return { code: 'bad-gateway', body: { message: PAYMENT_MESSAGES.refused, error: 'GATEWAY_REFUSED' } };
    case 'unavailable':
      return {
        code: 'unavailable',
        body: { message: PAYMENT_MESSAGES.unavailable, error: 'GATEWAY_UNAVAILABLE' },
      };
  }
}

/**
 * A failed gateway call. It IS a DomainError, so a route that lets it propagate answers the right status
 * (422, 502 or 503, mapped by the error handler) and a clear message (never a 500); `message` is that public text. The details are for logs: they never carry a key.
 */
export class GatewayError extends DomainError {
  readonly kind: GatewayErrorKind;
  readonly operation: string;
  readonly upstreamStatus: number | undefined;
  /** Razorpay's `error.code`; `code` is the domain code the error handler maps to a status. */
  readonly gatewayCode: string | undefined;
  readonly description: string | undefined;
  readonly field: string | undefined;

  constructor(details: GatewayErrorDetails, cause?: unknown) {
    const { code, body } = answerFor(details);
    const { message, ...rest } = body;
    super(code, message, rest);
    this.name = 'GatewayError';
    this.kind = details.kind;
    this.operation = details.operation;
    this.upstreamStatus = details.upstreamStatus;
    this.gatewayCode = details.code;
    this.description = details.description;
    this.field = details.field;
    if (cause !== undefined) this.cause = cause;
  }

  /** The status the error handler answers with (plugins/errors.ts maps the domain code). */
  get statusCode(): number {
    return DOMAIN_ERROR_STATUS[this.code];
  }

  /** The fields to log; safe to write anywhere. */
  toLog(): GatewayErrorDetails & { status: number } {
    return {
      kind: this.kind,
      operation: this.operation,
      status: this.statusCode,
      upstreamStatus: this.upstreamStatus,
      code: this.gatewayCode,
      description: this.description,
      field: this.field,
    };
  }
}

/**
 * Maps a gateway's error answer (docs/product/external-facts.md "Errors") to its kind: both gateways go
 * through here.
 */
export function gatewayErrorFromAnswer(
  operation: string,
  upstreamStatus: number,
  error: { code?: string; description?: string; field?: string } = {},
): GatewayError {
  const kind: GatewayErrorKind =
    upstreamStatus === 400
      ? 'invalid_request'
      : upstreamStatus === 401
        ? 'auth_failed'
        : upstreamStatus === 429 || upstreamStatus >= 500
          ? 'unavailable'
          : 'refused';
  return new GatewayError({ kind, operation, upstreamStatus, ...error });
}
