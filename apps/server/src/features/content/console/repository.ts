import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Executor } from '#src/db/executor.ts';
import { fullTextIds, fullTextMatch, searchWords } from '#src/shared/full-text.ts';
import { containsText } from '#src/shared/text-search.ts';
import type { ResourceTable } from './resources.ts';

/**
 * The content API's SQL, one set of queries for every resource (resources.ts names the table). Column names come
 * from the shared schemas and the resource table, never from a request: sort keys and filters are checked against
 * the resource's lists before they get here.
 */

/** The column a search's page carries its total in (no table has a column of that name). */
const MATCH_COUNT = '__match_count';
export type StoredRow = Record<string, unknown> & { id: number };

// Kysely types each table's columns; a table chosen at run time is seen through this looser view.
type AnyTable = Record<string, unknown>;
const loose = (db: Executor) => db as unknown as Kysely<Record<string, AnyTable>>;

export type ListOptions = {
  page: number;
  perPage: number;
  /** Column equality filters (already validated); null means the column is empty. */
  where: Record<string, string | number | null>;
  /**
   * The search box: through the table's full-text index where it has one (resources.ts: every word typed starts a
   * word of the text), else case-insensitive "contains" over these columns.
   */
  search?: { columns: readonly string[]; text: string };
  sort: { column: string; direction: 'asc' | 'desc' };
};

export async function listRows(
  db: Executor,
  resource: ResourceTable,
  options: ListOptions,
): Promise<{ rows: StoredRow[]; total: number }> {
  const text = options.search?.text ?? '';
  const fullText = text !== '' ? resource.fullText : undefined;
  const filtered = (qb: Kysely<Record<string, AnyTable>>) => {
    let query = qb.selectFrom(resource.table);
    for (const [column, value] of Object.entries(options.where)) {
      query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value);
    }
    return query;
  };
  const { column, direction } = options.sort;
  const page = <Q extends ReturnType<typeof filtered>>(query: Q) =>
    query
      .selectAll()
      .orderBy(column, direction)
      // Ties in a curated order run oldest first, as the site shows them (features/home/repository.ts): the
      // console's ordered tables promise "the site shows them in this order".
      .orderBy('id', column === 'sort_order' ? 'asc' : direction)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage);

  if (fullText) {
    // The matching ids first, through the text index, in a materialised CTE that also holds the filters: asked
    // for a page in id order, PostgreSQL otherwise walks the primary key and tests every row's text
    // (docs/decisions/0029-cost-flat-as-content-grows.md). The page and the total come from one statement, so the
    // matches are found once: a common word matches thousands of rows, and finding them is most of the cost.
    const words = searchWords(text);
    const unfiltered = Object.keys(options.where).length === 0;
    const withMatches = loose(db).with(
      (cte) => cte('matches').materialized(),
      (qb) =>
        unfiltered
          ? // Kysely does not wrap a raw query in parentheses.
            sql`(${fullTextIds(db, fullText, words)})`
          : filtered(qb as Kysely<Record<string, AnyTable>>)
              .select('id')
              .where(fullTextMatch(db, fullText, words)),
    ) as unknown as Kysely<Record<string, AnyTable>>;
    const found = await page(
      withMatches
        .selectFrom(resource.table)
        .where(sql<SqlBool>`${sql.ref(`${resource.table}.id`)} in (select id from matches)`),
    )
      .select(sql<number | string>`(select count(*) from matches)`.as(MATCH_COUNT))
      .execute();
    const rows = found.map(({ [MATCH_COUNT]: _count, ...row }) => row as StoredRow);
    if (found.length > 0) return { rows, total: Number(found[0]![MATCH_COUNT]) };
    // A page past the last one has no row to carry the total: only then is it counted on its own.
    const count =
      options.page === 1
        ? { total: 0 }
        : await withMatches
            .selectFrom('matches')
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow();
    return { rows, total: Number(count.total) };
  }

  let base = filtered(loose(db));
  if (options.search && text !== '') {
    const columns = options.search.columns.map((name) => sql.ref(name));
    base = base.where(containsText(text, columns));
  }
  const [rows, count] = await Promise.all([
    page(base).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as StoredRow[], total: Number(count.total) };
}

export async function findRow(
  db: Executor,
  resource: ResourceTable,
  id: number,
): Promise<StoredRow | undefined> {
  const row = await loose(db).selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirst();
  return row as StoredRow | undefined;
}

export async function insertRow(
  db: Executor,
  resource: ResourceTable,
  values: Record<string, unknown>,
  now: string,
): Promise<StoredRow> {
  const row = await loose(db)
    .insertInto(resource.table)
    .values({ ...values, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as StoredRow;
}

export async function updateRow(
  db: Executor,
  resource: ResourceTable,
  id: number,
  values: Record<string, unknown>,
): Promise<StoredRow | undefined> {
  const row = await loose(db)
    .updateTable(resource.table)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row as StoredRow | undefined;
}

export async function deleteRow(db: Executor, resource: ResourceTable, id: number): Promise<boolean> {
  const result = await loose(db).deleteFrom(resource.table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * docs/product/events.md: deleting an event keeps its gallery pictures and videos; they no longer belong to an
 * event. Done here rather than left to the foreign key, which SQLite enforces only when told to.
 */
export async function detachEventGalleries(db: Executor, eventId: number): Promise<void> {
  await db.updateTable('gallery_images').set({ event_id: null }).where('event_id', '=', eventId).execute();
  await db.updateTable('gallery_videos').set({ event_id: null }).where('event_id', '=', eventId).execute();
}

export async function eventExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The rows with these ids (any order); fewer rows than ids means some do not exist. */
export async function findRows(db: Executor, resource: ResourceTable, ids: number[]): Promise<StoredRow[]> {
  const rows = await loose(db).selectFrom(resource.table).selectAll().where('id', 'in', ids).execute();
  return rows as StoredRow[];
}

export async function setPublished(
  db: Executor,
  resource: ResourceTable,
  ids: number[],
  published: 0 | 1,
): Promise<void> {
  await loose(db).updateTable(resource.table).set({ published }).where('id', 'in', ids).execute();
}

/** One UPDATE per row: a CASE over hundreds of ids would be no faster at this size, and harder to read. */
export async function setSortOrders(
  db: Executor,
  resource: ResourceTable,
  orders: Array<{ id: number; sort_order: number }>,
): Promise<void> {
  for (const { id, sort_order } of orders) {
    await loose(db).updateTable(resource.table).set({ sort_order }).where('id', '=', id).execute();
  }
}
