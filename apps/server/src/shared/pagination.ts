import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';

/**
 * Runs one page of a filtered query and the count of all its matches. The caller passes the query with its
 * filters but without order, limit or columns; `select` adds those to the page query only.
 */
export async function paginate<TB extends keyof Database, Row, Item>(
  base: SelectQueryBuilder<Database, TB, object>,
  options: {
    page: number;
    perPage: number;
    select: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, Row>;
    map: (row: Row) => Item;
  },
): Promise<Page<Item>> {
  const { page, perPage } = options;
  const [rows, count] = await Promise.all([
    options
      .select(base)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(options.map),
    meta: { total: Number(count.total), page, per_page: perPage },
  };
}

/**
 * One page of a list whose ids are known in list order (read once and cached, services/content-cache): the page
 * costs the same on page 1 and page 2,000, and the total is the list's length, with no count query. `fetch` reads
 * the rows of the page's ids and may leave some out (a row unpublished by another instance since the ids were
 * read); the rows come back in the ids' order.
 */
export async function paginateIds<Item extends { id: number }>(
  ids: readonly number[],
  options: { page: number; perPage: number; fetch: (ids: number[]) => Promise<Item[]> },
): Promise<Page<Item>> {
  const { page, perPage } = options;
  const pageIds = ids.slice((page - 1) * perPage, page * perPage);
  const rows = pageIds.length > 0 ? await options.fetch(pageIds) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    data: pageIds.flatMap((id) => byId.get(id) ?? []),
    meta: { total: ids.length, page, per_page: perPage },
  };
}
