import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { scrollBehavior } from '#src/lib/motion.ts';

type ParamValue = string | number | null | undefined;

/**
 * A positive integer page from the query string; anything else (absent, "abc", "-2") is page 1
 * (docs/product/content-and-pages.md).
 */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `value` when it is one of `allowed`, otherwise `fallback`, so a hand-edited URL never reaches the API as-is. */
export function pickParam<T extends string | number>(
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.find((candidate) => String(candidate) === value) ?? fallback;
}

/**
 * The list state of a paginated page (docs/product/content-and-pages.md: page, filter, search live in the
 * query string), so a list can be bookmarked, shared and walked with back/forward. Changing the filter or the
 * search starts again at page 1. Whenever the query string changes after the first render, the window scrolls
 * back to the top of the list.
 */
export function usePageQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryString = searchParams.toString();

  const update = useCallback(
    (changes: Record<string, ParamValue>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setSearchParams],
  );

  // Skip the first render: a fresh visit is already at the top, and ScrollRestoration owns that case.
  const previousQuery = useRef(queryString);
  useEffect(() => {
    if (previousQuery.current === queryString) return;
    previousQuery.current = queryString;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [queryString]);

  /** The href of `page` with every other parameter kept, for the pagination links. */
  const hrefForPage = useCallback(
    (page: number) => {
      const next = new URLSearchParams(queryString);
      next.set('page', String(page));
      return `?${next.toString()}`;
    },
    [queryString],
  );

  return {
    page: parsePageParam(searchParams.get('page')),
    /** Raw value of any parameter; narrow it with `pickParam`. */
    get: (name: string) => searchParams.get(name),
    search: searchParams.get('search')?.trim() ?? '',
    hrefForPage,
    setFilter: useCallback((filter: string) => update({ filter, page: 1 }), [update]),
    setSearch: useCallback((search: string) => update({ search: search.trim(), page: 1 }), [update]),
  };
}
