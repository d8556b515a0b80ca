import { useListParams as useConsoleListParams } from '#src/features/admin/list/use-list-params.ts';

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
