import { AUTH_ERROR_UNVERIFIED, GENERIC_ERROR_MESSAGE, type ErrorBody } from '@charity/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '#src/lib/toast.ts';

/**
 * The error side of the API client (docs/product/README.md): the error every failed call throws, and how it
 * reaches the visitor. Kept apart from api-client.ts, which needs zod, because the app shell reports errors
 * on every page and should not make zod part of each page's first load.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS) or the answer broke the contract. */
  readonly status: number;
  readonly error: string | undefined;
  /** Field name (docs/product/forms-and-subscriptions.md names) to the message to show under that field. */
  readonly errors: Record<string, string> | undefined;
  readonly error_code: string | undefined;
  readonly error_id: string | undefined;
  /** The answer's body as it came, for the few endpoints whose errors carry more (the CSV import's rows). */
  readonly payload: unknown;

  constructor(status: number, body: ErrorBody, payload: unknown = body) {
    super(body.message);
    this.payload = payload;
    this.status = status;
    this.error = body.error;
    this.errors = body.errors;
    this.error_code = body.error_code;
    this.error_id = body.error_id;
  }
}

/**
 * How a failed call is reported (docs/product/README.md): `toast` shows `message` and then `error` as error
 * toasts; `console` only logs them (the home video banner); `silent` ignores the failure (the blog strip).
 */
export type ErrorReporting = 'toast' | 'console' | 'silent';

export function reportApiError(error: unknown, reporting: ErrorReporting = 'toast'): void {
  if (reporting === 'silent') return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const body: Pick<ErrorBody, 'message' | 'error'> =
    error instanceof ApiError
      ? { message: error.message, error: error.error }
      : { message: GENERIC_ERROR_MESSAGE };
  if (reporting === 'console') {
    console.error(body.message, ...(body.error ? [body.error] : []));
    return;
  }
  if (body.message) toast.error(body.message);
  if (body.error) toast.error(body.error);
}

/**
 * Puts the server's `errors.<field>` messages under the matching form fields. Only the fields the form declares
 * are set, so an unexpected key cannot create an error nobody can see. Returns whether any field was set.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let first = true;
  for (const field of fields) {
    const message = error.errors[field];
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/**
 * docs/product/README.md: AUTH_ERROR_0 with an error_id means "e-mail not verified"; the id leads to
 * /auth/verify-user/{id}.
 */
export const isUnverifiedEmailError = (error: unknown): error is ApiError & { error_id: string } =>
  error instanceof ApiError &&
  error.error_code === AUTH_ERROR_UNVERIFIED &&
  typeof error.error_id === 'string';
