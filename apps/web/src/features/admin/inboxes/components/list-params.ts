import type { InboxSort } from '@charity/shared';
import { listPaging, type FilterSelect, type ListPaging } from '#src/features/admin/list/list-screen.tsx';
import {
  listSort,
  useListParams as useConsoleListParams,
  type ListParams,
} from '#src/features/admin/list/use-list-params.ts';

/** The per_page of the inbox tables. */
export const INBOX_PAGE_SIZE = 20;

/**
 * An inbox list's state in the URL (`?page&status&q`, plus `extra` keys such as `topic`): the console's list state
 * (list/use-list-params.ts) with the inboxes' status filter checked against its known values, so a filtered list
 * survives a reload, the back button and a visit to one of its records (`/admin/messages/{id}?status=new`, which
 * keeps these for its way back).
 */
export function useListParams<Status extends string, Extra extends string = never>(
  statuses: readonly Status[],
  extra: readonly Extra[] = [],
) {
  const list = useConsoleListParams<'status' | Extra>(['status', ...extra]);
  const rawStatus = list.filters.status;
  const status = (statuses as readonly string[]).includes(rawStatus) ? (rawStatus as Status) : undefined;
  const extras = list.filters as Record<Extra, string>;

  return { ...list, status, extras };
}

type InboxList = {
  status: string | undefined;
  page: number;
  set: (changes: Record<string, string | number>) => void;
};

/** The status filter every inbox has: "All", then its statuses by their labels. */
export function statusSelect<Status extends string>(
  list: InboxList,
  statuses: readonly Status[],
  labels: Record<Status, string>,
): FilterSelect {
  return {
    label: 'Status',
    value: list.status ?? '',
    options: [{ value: '', label: 'All' }, ...statuses.map((s) => ({ value: s, label: labels[s] }))],
    onChange: (status) => list.set({ status }),
  };
}

/** An inbox's pager: INBOX_PAGE_SIZE rows a page, the page in the URL. */
export function inboxPaging(list: InboxList, total: number | undefined, label: string): ListPaging {
  return listPaging(list, label, total === undefined ? undefined : { total, per_page: INBOX_PAGE_SIZE });
}

/**
 * An inbox's sort (`?sort=`): newest first unless asked, by the date column (`created_at`) or by the name column
 * (`nameColumn`, A to Z first), the two orders the server offers (INBOX_SORTS).
 */
export const inboxSort = (list: Pick<ListParams, 'sort' | 'set'>, nameColumn: string) =>
  listSort<InboxSort>(list, '-date', { created_at: '-date', [nameColumn]: 'name' });

/** An inbox table's caption: its name, and "newest first" while it is in the inboxes' own order. */
export const inboxCaption = (name: string, sort: { param: string | undefined }) =>
  sort.param ? name : `${name}, newest first`;
