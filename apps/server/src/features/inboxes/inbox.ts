import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { sortOrder, type AuditResource, type InboxSort } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { audit } from '#src/services/audit/audit.ts';
import { paginate } from '#src/shared/pagination.ts';
import { csvAttachment, spreadsheetCsv, type CsvCell } from '#src/shared/spreadsheet-csv.ts';
import { containsText } from '#src/shared/text-search.ts';
import type { Executor } from '#src/db/executor.ts';
import type { Actor } from '#src/shared/actor.ts';

/**
 * What the three inboxes of the console share (docs/product/console.md "Inboxes", ADR 16): a list newest first
 * (or oldest first, or by name) with a status filter, a free-text search and pages; an audited, spreadsheet-safe CSV export. Each inbox
 * (messages/, volunteers/, subscribers/) is a configuration of these: its table, columns, search fields and export
 * columns. What differs stays with the inbox: a message's reply, a volunteer's workflow, the subscribers' counts.
 */

/** The tables the inboxes list. */
type InboxTable = 'contact_messages' | 'volunteers' | 'subscriptions';

/** The paging and search every inbox's query string carries, besides its own filters. */
type InboxQuery = { page: number; per_page: number; q?: string | undefined; sort: InboxSort };

/** The list filters of an inbox's query string: the page, the search and the inbox's own (status, topic). */
export const listFilters = <Query extends InboxQuery>({ page, per_page, ...rest }: Query) => ({
  page,
  perPage: per_page,
  ...rest,
});

/** The search of an inbox: rows where any of `fields` contains `q` (shared/text-search.ts); no `q`, every row. */
export function whereText<TB extends InboxTable>(
  base: SelectQueryBuilder<Database, TB, object>,
  q: string | undefined,
  fields: readonly RawBuilder<unknown>[],
): SelectQueryBuilder<Database, TB, object> {
  return q ? base.where(containsText(q, fields)) : base;
}

/**
 * One page of an inbox in the order asked, newest first unless asked (of two at the same time, the later id first),
 * with the total. `name` sorts by the sender's name as the list shows it, without regard to case on either database.
 */
export function sortedPage<TB extends InboxTable, Row, Item>(
  base: SelectQueryBuilder<Database, TB, object>,
  filters: { page: number; perPage: number; sort: InboxSort },
  shape: {
    columns: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, Row>;
    map: (row: Row) => Item;
    /** The name the list shows, e.g. "first last". */
    name: RawBuilder<string>;
  },
) {
  const { key, direction } = sortOrder(filters.sort);
  const column = key === 'name' ? sql`lower(${shape.name})` : sql.ref('created_at');
  return paginate(base, {
    page: filters.page,
    perPage: filters.perPage,
    select: (query) => shape.columns(query).orderBy(column, direction).orderBy(sql.ref('id'), direction),
    map: shape.map,
  });
}

/** An inbox's CSV export: which rows (`status` says which, for the audit entry), in which columns, to which file. */
export type InboxExport<Row> = {
  /** The audit entry's resource. */
  resource: AuditResource;
  /** The status of the exported rows, as the audit entry records it. */
  status: string;
  /** The download's name, before its date. */
  file: string;
  columns: ReadonlyArray<{ header: string; value: (row: Row) => CsvCell }>;
  rows: (db: Executor) => Promise<Row[]>;
};

/**
 * The rows as spreadsheet-safe CSV and the download's Content-Disposition; the export is audited (how many rows,
 * which columns) in the transaction that reads them (ADR 16).
 */
export async function exportCsv<Row>(
  db: Db,
  spec: InboxExport<Row>,
  actor: Actor,
  at: Date,
): Promise<{ csv: string; disposition: string }> {
  return db.transaction().execute(async (trx) => {
    const rows = await spec.rows(trx);
    await audit.record(
      trx,
      {
        ...actor,
        action: 'export',
        resource: spec.resource,
        after: { status: spec.status, rows: rows.length, columns: spec.columns.map((c) => c.header) },
      },
      at,
    );
    return { csv: spreadsheetCsv(spec.columns, rows), disposition: csvAttachment(spec.file, at) };
  });
}
