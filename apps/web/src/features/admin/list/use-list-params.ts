import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A change to a list's URL: a key with a value sets it, an empty value or undefined removes it. */
export type ListChanges = Record<string, string | number | undefined>;

/** Keys that move within the same list rather than asking it another question, so they keep the page. */
const KEEPS_PAGE = new Set(['page', 'id']);

/**
 * A console list's state in the URL (`?page&q&sort` plus the list's own filter keys, e.g. `status`, `topic`,
 * `trust`), so a filtered, searched, sorted page survives a reload and the back button (docs/decisions/0046: one list state
 * for every console screen, where content lists used to keep theirs in memory). Changing anything but the page goes
 * back to page 1; an empty value removes its key, so the URL only names what differs from the list's defaults.
 */
export function useListParams<Filter extends string = never>(filterKeys: readonly Filter[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? '';
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Filter,
    string
  >;

  const withChanges = useCallback(
    (changes: ListChanges) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (Object.keys(changes).some((key) => !KEEPS_PAGE.has(key))) next.delete('page');
      return next;
    },
    [params],
  );

  return useMemo(
    () => ({
      page,
      q,
      sort,
      filters,
      /** The raw search parameters, for a key only one screen reads (e.g. the inboxes' open record). */
      params,
      /** The list's question as one string: a selection of rows belongs to it (another page starts afresh). */
      scope: `${filterKeys.map((key) => `${key}=${filters[key]}`).join('&')}&q=${q}&sort=${sort}&page=${page}`,
      /** Applies the changes as a new history entry, so Back returns to the list as it was. */
      set: (changes: ListChanges) => setParams(withChanges(changes)),
      /** The search string of the URL with the changes, for links (e.g. `?status=new&id=4`). */
      searchWith: (changes: ListChanges) => `?${withChanges(changes).toString()}`,
    }),
    // filters is rebuilt from params on every render; params (and filterKeys, a constant) say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, withChanges, setParams],
  );
}

export type ListParams<Filter extends string = never> = ReturnType<typeof useListParams<Filter>>;
