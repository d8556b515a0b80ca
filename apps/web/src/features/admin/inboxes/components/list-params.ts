import { useSearchParams } from 'react-router';

/** The per_page of the inbox tables. */
export const INBOX_PAGE_SIZE = 20;

/**
 * An inbox list's state in the URL (`?page&status&q`, plus `extra` keys such as `topic`), so a filtered list
 * survives a reload, the back button and a visit to one of its records (`/admin/messages/{id}?status=new`, which
 * keeps these for its way back). Changing a filter goes back to page 1.
 */
export function useListParams<Status extends string, Extra extends string = never>(
  statuses: readonly Status[],
  extra: readonly Extra[] = [],
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const rawStatus = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(rawStatus) ? (rawStatus as Status) : undefined;
  const q = params.get('q') ?? '';
  const extras = Object.fromEntries(extra.map((key) => [key, params.get(key) ?? ''])) as Record<
    Extra,
    string
  >;

  const withChanges = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
    return next;
  };

  return {
    page,
    status,
    q,
    extras,
    /** Applies the changes (an empty value removes the key). */
    set: (changes: Record<string, string | number | undefined>) => setParams(withChanges(changes)),
    /** The search string of the URL with the changes, for links (e.g. `?status=new&page=2`). */
    searchWith: (changes: Record<string, string | number | undefined>) =>
      `?${withChanges(changes).toString()}`,
  };
}
