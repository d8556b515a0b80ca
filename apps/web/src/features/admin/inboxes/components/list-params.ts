import { useListParams as useConsoleListParams } from '#src/features/admin/list/use-list-params.ts';

/** The per_page of the inbox tables. */
export const INBOX_PAGE_SIZE = 20;

/**
 * An inbox screen's state in the URL (`?page&status&q&id`, plus `extra` keys such as `topic`): the console's list
 * state (list/use-list-params.ts) with the inboxes' status filter checked against its known values, and the open
 * record, so a filtered list or an open record survives a reload and the back button.
 */
export function useListParams<Status extends string, Extra extends string = never>(
  statuses: readonly Status[],
  extra: readonly Extra[] = [],
) {
  const list = useConsoleListParams<'status' | Extra>(['status', ...extra]);
  const { params } = list;
  const rawStatus = list.filters.status;
  const status = (statuses as readonly string[]).includes(rawStatus) ? (rawStatus as Status) : undefined;
  const id = Math.floor(Number(params.get('id'))) || undefined;
  const extras = list.filters as Record<Extra, string>;

  return { ...list, status, id, extras };
}
