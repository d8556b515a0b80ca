import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
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
  /** A condition beyond the column filters: the translation status filter (services/translations/repository.ts). */
  condition?: Expression<SqlBool>;
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
    if (options.condition) query = query.where(options.condition);
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
    const unfiltered = Object.keys(options.where).length === 0 && !options.condition;
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
  // Publishing by hand settles a pending publish time: the record is out, the job has nothing left to do.
  const values = published === 1 ? { published, publish_at: null } : { published };
  await loose(db).updateTable(resource.table).set(values).where('id', 'in', ids).execute();
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

// ---- Schedule (docs/product/console.md "Scheduling") ------------------------------------------------------------

/**
 * Publishes the rows whose publish time has come, and answers them. The condition is in the UPDATE itself, so when
 * two instances run the job on one database only one of them changes a row (PostgreSQL re-checks the condition on
 * the row the other committed; SQLite runs one writer at a time), and only that one audits it.
 */
export async function publishDue(db: Executor, resource: ResourceTable, now: string): Promise<StoredRow[]> {
  const rows = await loose(db)
    .updateTable(resource.table)
    .set({ published: 1, publish_at: null })
    .where('published', '=', 0)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .returningAll()
    .execute();
  return rows as StoredRow[];
}

/** Withdraws the published rows whose withdrawal time has come (the same one-instance rule as publishDue). */
export async function withdrawDue(db: Executor, resource: ResourceTable, now: string): Promise<StoredRow[]> {
  const rows = await loose(db)
    .updateTable(resource.table)
    .set({ published: 0, unpublish_at: null })
    .where('published', '=', 1)
    .where('unpublish_at', 'is not', null)
    .where('unpublish_at', '<=', now)
    .returningAll()
    .execute();
  return rows as StoredRow[];
}

// ---- Revisions (docs/product/console.md "Revisions") ------------------------------------------------------------

export type RevisionInput = {
  resource: string;
  recordId: number;
  action: string;
  record: unknown;
  changed: string[];
  staffId: string | null;
  at: string;
};

/** Keeps one revision, then drops the record's revisions beyond the newest `keep`. */
export async function insertRevision(db: Executor, input: RevisionInput, keep: number): Promise<void> {
  await db
    .insertInto('content_revisions')
    .values({
      resource: input.resource,
      record_id: input.recordId,
      action: input.action,
      record: JSON.stringify(input.record),
      changed: JSON.stringify(input.changed),
      staff_id: input.staffId,
      created_at: input.at,
    })
    .execute();
  const kept = db
    .selectFrom('content_revisions')
    .select('id')
    .where('resource', '=', input.resource)
    .where('record_id', '=', input.recordId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('content_revisions')
    .where('resource', '=', input.resource)
    .where('record_id', '=', input.recordId)
    .where('id', 'not in', kept)
    .execute();
}

export async function listRevisions(db: Executor, resource: string, recordId: number) {
  return db
    .selectFrom('content_revisions')
    .leftJoin('staff', 'staff.id', 'content_revisions.staff_id')
    .select([
      'content_revisions.id',
      'content_revisions.action',
      'content_revisions.changed',
      'content_revisions.created_at',
      'staff.id as staff_id',
      'staff.name as staff_name',
    ])
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .orderBy('content_revisions.id', 'desc')
    .execute();
}

export async function findRevision(db: Executor, resource: string, recordId: number, id: number) {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteRevisions(db: Executor, resource: string, recordId: number): Promise<void> {
  await db
    .deleteFrom('content_revisions')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .execute();
}

// ---- Trash (docs/product/console.md "Trash") -------------------------------------------------------------------

/** Puts a row back with its own id (ids are never reused, so it is still free). */
export async function reinsertRow(db: Executor, resource: ResourceTable, row: StoredRow): Promise<StoredRow> {
  const inserted = await loose(db)
    .insertInto(resource.table)
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  return inserted as StoredRow;
}

/** The ids of an event's gallery items, which deleting it detaches (detachEventGalleries). */
export async function eventGalleryIds(db: Executor, eventId: number) {
  const [images, videos] = await Promise.all([
    db.selectFrom('gallery_images').select('id').where('event_id', '=', eventId).execute(),
    db.selectFrom('gallery_videos').select('id').where('event_id', '=', eventId).execute(),
  ]);
  return { images: images.map((r) => r.id), videos: videos.map((r) => r.id) };
}

/** Re-attaches those of the items that still exist and belong to no event (an editor may have moved one since). */
export async function reattachEventGalleries(
  db: Executor,
  eventId: number,
  ids: { images: number[]; videos: number[] },
): Promise<void> {
  if (ids.images.length > 0) {
    await db
      .updateTable('gallery_images')
      .set({ event_id: eventId })
      .where('id', 'in', ids.images)
      .where('event_id', 'is', null)
      .execute();
  }
  if (ids.videos.length > 0) {
    await db
      .updateTable('gallery_videos')
      .set({ event_id: eventId })
      .where('id', 'in', ids.videos)
      .where('event_id', 'is', null)
      .execute();
  }
}

export async function insertTrash(
  db: Executor,
  entry: {
    resource: string;
    recordId: number;
    label: string;
    record: StoredRow;
    links: unknown;
    deletedBy: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('content_trash')
    .values({
      resource: entry.resource,
      record_id: entry.recordId,
      label: entry.label,
      record: JSON.stringify(entry.record),
      links: entry.links === null ? null : JSON.stringify(entry.links),
      deleted_by: entry.deletedBy,
      deleted_at: entry.at,
    })
    .execute();
}

export async function listTrash(db: Executor, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('content_trash')
      .leftJoin('staff', 'staff.id', 'content_trash.deleted_by')
      .select([
        'content_trash.id',
        'content_trash.resource',
        'content_trash.record_id',
        'content_trash.label',
        'content_trash.deleted_at',
        'staff.id as staff_id',
        'staff.name as staff_name',
      ])
      .orderBy('content_trash.deleted_at', 'desc')
      .orderBy('content_trash.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('content_trash')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findTrash(db: Executor, id: number) {
  return db.selectFrom('content_trash').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes one entry; false when another request (or instance) already did. */
export async function deleteTrash(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('content_trash').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the entries deleted at or before `before` and answers them: only the instance that deleted one audits it. */
export async function purgeTrash(db: Executor, before: string) {
  return db.deleteFrom('content_trash').where('deleted_at', '<=', before).returningAll().execute();
}

// ---- Drafts of pages (migration 0027) -----------------------------------------------------------------------------

export type PageDraftColumns = {
  title: string;
  body: string;
  meta_description: string;
  image: string | null;
  image_small: string | null;
};

/** A page's draft with the name of whoever saved it, or undefined when the page has none. */
export async function findPageDraft(db: Executor, pageId: number) {
  return db
    .selectFrom('page_drafts')
    .leftJoin('staff', 'staff.id', 'page_drafts.saved_by')
    .select([
      'page_drafts.title',
      'page_drafts.body',
      'page_drafts.meta_description',
      'page_drafts.image',
      'page_drafts.image_small',
      'page_drafts.saved_at',
      'staff.id as staff_id',
      'staff.name as staff_name',
    ])
    .where('page_drafts.page_id', '=', pageId)
    .executeTakeFirst();
}

/** Saves a page's draft over the one it has, if any: one statement, so two editors saving at once cannot make two. */
export async function savePageDraft(
  db: Executor,
  pageId: number,
  values: PageDraftColumns,
  savedBy: string | null,
  at: string,
): Promise<void> {
  const row = { ...values, saved_at: at, saved_by: savedBy };
  await db
    .insertInto('page_drafts')
    .values({ page_id: pageId, ...row })
    .onConflict((oc) => oc.column('page_id').doUpdateSet(row))
    .execute();
}

/** Deletes a page's draft; false when it had none (or another request, or instance, got there first). */
export async function deletePageDraft(db: Executor, pageId: number): Promise<boolean> {
  const result = await db.deleteFrom('page_drafts').where('page_id', '=', pageId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
