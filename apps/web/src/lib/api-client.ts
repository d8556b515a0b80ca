import {
  DEFAULT_LOCALE,
  errorBodySchema,
  MESSAGES,
  splitLocalePath,
  type ErrorBody,
  type Locale,
  type SsrFetch,
  type SsrResponse,
} from '@charity/shared';
import type { z } from 'zod';
import { ApiError } from '#src/lib/api-error.ts';

/**
 * The one HTTP client of the web app (docs/product/README.md). Calls are same-origin and carry the HttpOnly
 * session cookie (docs/product/accounts.md), so no token is ever read by script. Success bodies are parsed
 * with the zod schema the server also answers with; any failure becomes an ApiError (api-error.ts) carrying
 * the server's error body. Reporting (toasts, console, silence) and field-error mapping live in api-error.ts.
 */

type JsonBody = Record<string, unknown> | unknown[];
type RequestBody = FormData | URLSearchParams | JsonBody;
type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: RequestBody;
  /** Appended as a query string; null and undefined values are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
};

/**
 * How requests leave this module: the browser's fetch, or, while the server renders a page (entry-server.tsx),
 * an in-process call into the API. Relative URLs either way; set once per process, never per request.
 */
type Transport = (url: string, init: RequestInit) => Promise<SsrResponse>;
let transport: Transport = (url, init) => fetch(url, init);

/** For the server renderer only: route every call through `next` instead of the network. */
export function setApiTransport(next: SsrFetch): void {
  transport = next;
}

const isJsonBody = (body: RequestBody): body is JsonBody =>
  !(body instanceof FormData) && !(body instanceof URLSearchParams);

const withQuery = (path: string, query: QueryParams | undefined): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

/**
 * The page's language, sent with every call so the server answers its messages (and later its content) in it
 * (docs/product/languages.md "The server's language"): the page's URL decides, not the browser's settings.
 * A page in another language than English adds `?locale=`; an English page keeps its URLs as they always were
 * (caches and links unchanged) and sends `Accept-Language: en` instead, so a browser set to Kannada still gets
 * English answers on an English page. Only in the browser: the server renderer's calls read content and carry no
 * messages to show. Never for the console, which is English.
 */
function pageLocale(path: string): Locale | undefined {
  if (typeof window === 'undefined' || path.startsWith('/api/admin')) return undefined;
  return splitLocalePath(window.location.pathname).locale;
}

const readJson = async (response: SsrResponse): Promise<unknown> => {
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
 * the query client's) decision, see `reportApiError` in api-error.ts.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, query, signal }: RequestOptions = {},
): Promise<z.infer<S>> {
  const headers = new Headers({ accept: 'application/json' });
  const locale = pageLocale(path);
  if (locale === DEFAULT_LOCALE) headers.set('accept-language', locale);
  const localeQuery = locale && locale !== DEFAULT_LOCALE && !query?.locale ? { locale } : {};
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

  let response: SsrResponse;
  try {
    response = await transport(withQuery(path, { ...query, ...localeQuery }), {
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
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.status, json), json);

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

/** Form values to multipart form data, the way the form endpoints accept them (docs/product/README.md). */
export function toFormData(
  values: Record<string, string | number | boolean | Blob | null | undefined>,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
