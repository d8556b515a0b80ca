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
