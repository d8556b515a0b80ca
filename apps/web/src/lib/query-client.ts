import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, reportApiError, type ErrorReporting } from '#src/lib/api-error.ts';

/** Per-call switches, set as `meta` on a query or mutation. */
export type CallMeta = {
  /** How a failure is reported; default 'toast'. */
  errorReporting?: ErrorReporting;
  /** false keeps the full-screen loading overlay away (e.g. the blog strip has its own spinner). */
  overlay?: boolean;
  /** false: the server renderer does not wait for this query; the page arrives with it loading (entry-server.tsx). */
  ssr?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Only failures that another attempt could fix are retried: no answer at all, or a server fault. */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Errors are reported here, once per failed call after retries, rather than inside the fetch wrapper: that way a
 * retried query does not toast twice and every call path reports the same way.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportApiError(error, query.meta?.errorReporting),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportApiError(error, mutation.meta?.errorReporting),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refetch on focus would flash the full-screen overlay; content here changes rarely.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isTransient(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
