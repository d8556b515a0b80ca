import {
  AUTH_ERROR_UNVERIFIED,
  errorBodySchema,
  MESSAGES,
  type ErrorBody,
} from '@charity/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

/**
 * The one HTTP client of the web app (SPEC §8, DESIGN §5). Calls are same-origin and carry the HttpOnly session
 * cookie (DESIGN §6.3), so no token is ever read by script. Success bodies are parsed with the zod schema the
 * server also answers with; any failure becomes an ApiError carrying the server's error body.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS) or the answer broke the contract. */
  readonly status: number;
  readonly error: string | undefined;
  /** Field name (SPEC §5 names) to the message to show under that field. */
  readonly errors: Record<string, string> | undefined;
  readonly error_code: string | undefined;
  readonly error_id: string | undefined;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.error = body.error;
    this.errors = body.errors;
    this.error_code = body.error_code;
    this.error_id = body.error_id;
  }
}

export type JsonBody = Record<string, unknown> | unknown[];
export type RequestBody = FormData | URLSearchParams | JsonBody;
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: RequestBody;
  /** Appended as a query string; null and undefined values are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
};

const isJsonBody = (body: RequestBody): body is JsonBody =>
  !(body instanceof FormData) && !(body instanceof URLSearchParams);

export const withQuery = (path: string, query: QueryParams | undefined): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Turns whatever a failed response carried into the error envelope, so callers never handle raw bodies. */
const toErrorBody = (status: number, payload: unknown): ErrorBody => {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  if (status === 429) return { message: MESSAGES.tooManyRequests };
  if (status === 404) return { message: MESSAGES.notFound };
  return { message: MESSAGES.genericError };
};

/**
 * Sends one request and returns the body parsed by `schema`. Throws ApiError on a network failure, a non-2xx
 * status, or a body that does not match the schema. Never shows anything itself: reporting is the caller's (or
 * the query client's) decision, see `reportApiError`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, query, signal }: RequestOptions = {},
): Promise<z.infer<S>> {
  const headers = new Headers({ accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isJsonBody(body)) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    } else {
      // The browser sets the multipart boundary / urlencoded content type itself.
      payload = body;
    }
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { message: MESSAGES.genericError, error: 'The server could not be reached.' });
  }

  const json = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.status, json));

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // A contract mismatch is our bug, not the visitor's: log the details, show the generic message.
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(0, { message: MESSAGES.genericError });
  }
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(
    path: string,
    schema: S,
    body?: RequestBody,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest(path, schema, { ...options, method: 'POST', body }),
};

/**
 * How a failed call is reported (SPEC §8): `toast` shows `message` and then `error` as error toasts; `console`
 * only logs them (the home video banner); `silent` ignores the failure (the blog strip).
 */
export type ErrorReporting = 'toast' | 'console' | 'silent';

export function reportApiError(error: unknown, reporting: ErrorReporting = 'toast'): void {
  if (reporting === 'silent') return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const body: Pick<ErrorBody, 'message' | 'error'> =
    error instanceof ApiError ? { message: error.message, error: error.error } : { message: MESSAGES.genericError };
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

/** SPEC §4: AUTH_ERROR_0 with an error_id means "e-mail not verified"; the id leads to /auth/verify-user/{id}. */
export const isUnverifiedEmailError = (error: unknown): error is ApiError & { error_id: string } =>
  error instanceof ApiError && error.error_code === AUTH_ERROR_UNVERIFIED && typeof error.error_id === 'string';

/** Form values to multipart form data, the way the form endpoints accept them (SPEC §7). */
export function toFormData(values: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
