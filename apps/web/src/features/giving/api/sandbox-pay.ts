import type { z } from 'zod';
import {
  errorBodySchema,
  MESSAGES,
  sandboxPayFailedSchema,
  sandboxPayResponseSchema,
  sandboxSubscriptionPayResponseSchema,
  type CheckoutPaymentError,
  type SandboxOutcome,
  type VerifyPaymentRequest,
  type VerifySubscriptionRequest,
} from '@charity/shared';
import { ApiError } from '#src/lib/api-error.ts';

/**
 * A declined payment: the error object Razorpay's `payment.failed` handler would receive
 * (docs/product/external-facts.md).
 */
export class PaymentFailedError extends Error {
  override readonly name = 'PaymentFailedError';
  readonly error: CheckoutPaymentError;

  constructor(message: string, error: CheckoutPaymentError) {
    super(message);
    this.error = error;
  }
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * POST /api/payments/sandbox/pay (docs/product/giving.md): the offline sandbox's Pay or Fail. Success answers
 * exactly what Razorpay's checkout handler receives. A declined payment (402) carries checkout's error OBJECT
 * in `error`, which the app's error envelope (a string there) cannot hold, so this one call reads its answer
 * itself: a 402 becomes a PaymentFailedError, every other failure the usual ApiError.
 */
export const sandboxPay = (order_id: string, outcome: SandboxOutcome): Promise<VerifyPaymentRequest> =>
  postSandbox('/api/payments/sandbox/pay', { order_id, outcome }, sandboxPayResponseSchema);

/**
 * POST /api/payments/sandbox/subscription/pay (docs/product/giving.md "Monthly giving"): the same for a monthly
 * gift; success is what Razorpay's handler receives after authorising a subscription.
 */
export const sandboxPaySubscription = (
  subscription_id: string,
  outcome: SandboxOutcome,
): Promise<VerifySubscriptionRequest> =>
  postSandbox(
    '/api/payments/sandbox/subscription/pay',
    { subscription_id, outcome },
    sandboxSubscriptionPayResponseSchema,
  );

async function postSandbox<T>(
  path: string,
  payload: Record<string, string>,
  schema: z.ZodType<{ data: T }>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, { message: MESSAGES.genericError, error: 'The server could not be reached.' });
  }
  const body = await readJson(response);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data.data;
    console.error(`Unexpected response from POST ${path}`, parsed.error.issues);
    throw new ApiError(0, { message: MESSAGES.genericError });
  }
  if (response.status === 402) {
    const failed = sandboxPayFailedSchema.safeParse(body);
    if (failed.success) throw new PaymentFailedError(failed.data.message, failed.data.error);
  }
  const error = errorBodySchema.safeParse(body);
  throw new ApiError(
    response.status,
    error.success
      ? error.data
      : { message: response.status === 429 ? MESSAGES.tooManyRequests : MESSAGES.genericError },
  );
}
