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

/**
 * A list's sort, read from the URL's `sort` (`date`, or `-date` for descending) and offered as sortable column
 * headers (ui/data-table.tsx). Only the orders the server allow-lists for this list are read (another value, typed
 * into the URL, shows the list's own order instead of an error); the list's own order leaves the URL without `sort`.
 */
export type ListSort = {
  /** The order asked of the server: the URL's, or the list's own. */
  value: string;
  /** The sortable columns: a column id to the order its first press asks (e.g. `-date`: newest first). */
  columns: Readonly<Record<string, string>>;
  onSort: (value: string) => void;
};

const keyOf = (value: string) => value.replace(/^-/, '');

/** How `columnId` is sorted now, as aria-sort says it; undefined when the list is not sorted by it. */
export function sortDirection(sort: ListSort, columnId: string): 'ascending' | 'descending' | undefined {
  const first = sort.columns[columnId];
  if (first === undefined || keyOf(first) !== keyOf(sort.value)) return undefined;
  return sort.value.startsWith('-') ? 'descending' : 'ascending';
}

/** The order a press on `columnId`'s header asks: the other way round when sorted by it, else its first order. */
export function nextSort(sort: ListSort, columnId: string): string {
  const first = sort.columns[columnId] ?? sort.value;
  const now = sortDirection(sort, columnId);
  if (now === undefined) return first;
  return now === 'descending' ? keyOf(first) : `-${keyOf(first)}`;
}

/**
 * The sort of `list` (from useListParams): `fallback` is the server's own order (what it sorts by without `sort`),
 * `columns` the sortable columns and their first orders.
 */
export function listSort<Order extends string>(
  list: Pick<ListParams, 'sort' | 'set'>,
  fallback: NoInfer<Order>,
  columns: Readonly<Record<string, Order>>,
): ListSort & { value: Order; param: Order | undefined } {
  const offered = new Set<string>([
    fallback,
    ...Object.values(columns).flatMap((o) => [keyOf(o), `-${keyOf(o)}`]),
  ]);
  const value = (offered.has(list.sort) ? list.sort : fallback) as Order;
  return {
    value,
    // The list's own order is not sent: the server's default, so a list's request reads as before it could sort.
    param: value === fallback ? undefined : value,
    columns,
    onSort: (next) => list.set({ sort: next === fallback ? '' : next }),
  };
}
