import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  adminContentSpecs,
  CONTENT_MESSAGES,
  CONTENT_RESOURCES,
  isContentResource,
  MESSAGES,
  REVISIONS_KEPT,
  TRASH_DAYS,
  todayInIndia,
  isTranslatableResource,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LOCALES,
  type TranslationStatus,
  type ContentRevision,
  type ContentTrashItem,
  type AdminContentItem,
  type ContentBulk,
  type OrderedResource,
  type ContentResource,
  type Page,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';
import { audit } from '#src/services/audit/audit.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { listedStatus } from '#src/shared/event-status.ts';
import { storedHtmlSanitizer, type HtmlSanitizer } from '#src/shared/stored-html.ts';
import {
  deleteRevisions,
  deleteRow,
  deleteTrash,
  detachEventGalleries,
  eventExists,
  eventGalleryIds,
  findRevision,
  findRow,
  findRows,
  findTrash,
  insertRevision,
  insertRow,
  insertTrash,
  listRevisions,
  listRows,
  listTrash,
  publishDue,
  purgeTrash,
  reattachEventGalleries,
  reinsertRow,
  setPublished,
  setSortOrders,
  updateRow,
  withdrawDue,
  type StoredRow,
} from './repository.ts';
import { RESOURCE_TABLES } from './resources.ts';
import type { Actor } from '#src/shared/actor.ts';
import {
  deleteTranslations,
  markOutdated,
  translationCondition,
} from '#src/services/translations/repository.ts';

/**
 * The console's content (docs/product/console.md): list, read, create, change and delete any resource of
 * packages/shared/src/admin-content.ts. Every write and its audit entry share one transaction. A change is
 * always checked as a whole record: a PATCH is merged into the stored record and parsed with the resource's
 * `create` schema, so a partial change cannot leave a record a new one could not be.
 */

type Item = AdminContentItem;
type Values = Record<string, unknown>;

const notFound = () => new DomainError('not-found', MESSAGES.notFound);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Fields a restored revision leaves as they are: whether and when the record is out, and its place in a list. */
const NOT_RESTORED = new Set(['published', 'publish_at', 'unpublish_at', 'sort_order']);
const SCHEDULE_FIELDS = ['publish_at', 'unpublish_at'] as const;

/** What the trash and the audit log call a record: its name, title, quote or author. */
function labelOf(row: StoredRow): string {
  for (const key of ['name', 'title', 'question', 'quote', 'author']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '')
      return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  }
  return `#${row.id}`;
}
/** The rich-text fields of each resource, saved sanitised (shared/stored-html.ts). */
export const RICH_TEXT: Partial<Record<ContentResource, readonly string[]>> = {
  events: ['description1', 'description2', 'description3'],
  pages: ['body'],
  faqs: ['answer'],
};

/** The first message per top-level field: the shape the console's forms put under each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type ContentServiceDeps = {
  db: Db;
  now?: () => Date;
  /**
   * The sanitiser of rich text, loaded on first use: DOMPurify on jsdom (shared/stored-html.ts) unless given. The
   * demo seed passes its texts through as written instead, in a process that would otherwise load jsdom (about
   * 70 MB) for text that is already clean; its test proves they are (docs/decisions/0063).
   */
  sanitizer?: () => Promise<HtmlSanitizer>;
};

export function createContentService({
  db,
  now = () => new Date(),
  sanitizer = storedHtmlSanitizer,
}: ContentServiceDeps) {
  const toItem = (resource: ContentResource, row: StoredRow): Item => {
    const { flags } = RESOURCE_TABLES[resource];
    const item: Values = { ...row };
    for (const flag of flags) item[flag] = row[flag] === 1 || row[flag] === true;
    if (resource === 'events') {
      item.listed_status = listedStatus(
        row as unknown as { status: number; sdate: string | null; edate: string | null },
        todayInIndia(now()),
      );
    }
    return item as Item;
  };

  const toColumns = (resource: ContentResource, values: Values): Values => {
    const columns: Values = { ...values };
    for (const flag of RESOURCE_TABLES[resource].flags) {
      if (flag in columns) columns[flag] = columns[flag] ? 1 : 0;
    }
    // One format (UTC, milliseconds) for every stored instant, so SQLite's text comparison with the clock is right.
    for (const key of SCHEDULE_FIELDS) {
      if (typeof columns[key] === 'string') columns[key] = new Date(columns[key]).toISOString();
    }
    return columns;
  };

  /** The editable fields of a stored record, as the API names and types them. */
  const editable = (resource: ContentResource, row: StoredRow): Values => {
    const fields = adminContentSpecs[resource].fields.shape as Record<string, unknown>;
    const item = toItem(resource, row) as Values;
    return Object.fromEntries(Object.keys(fields).map((key) => [key, item[key]]));
  };

  /**
   * Parses a whole record with the resource's rules, then what the database alone can answer (through `executor`:
   * inside a caller's transaction, its own uncommitted rows count).
   */
  async function validate(
    resource: ContentResource,
    record: Values,
    executor: Executor = db,
  ): Promise<Values> {
    const parsed = (adminContentSpecs[resource].create as z.ZodType<Values>).safeParse(record);
    if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
    const values = parsed.data;
    if (typeof values.event_id === 'number' && !(await eventExists(executor, values.event_id))) {
      throw invalidFields({ event_id: CONTENT_MESSAGES.unknownEvent });
    }
    const rich = RICH_TEXT[resource];
    if (rich) {
      // Saved as the site would render it (shared/stored-html.ts), so the console shows what visitors will see.
      const sanitize = await sanitizer();
      for (const key of rich) {
        const block = values[key];
        if (typeof block !== 'string') continue;
        const clean = sanitize(block).trim();
        // An event's empty block is no block; a page's body or an answer cleaned to nothing is refused.
        if (clean === '' && resource !== 'events') throw invalidFields({ [key]: CONTENT_MESSAGES.emptyText });
        values[key] = clean === '' ? null : clean;
      }
    }
    return values;
  }

  /**
   * The schedule's rules at save time (docs/product/console.md "Scheduling"): a publish time already come means
   * "publish now" (and is cleared); a later one keeps the record a draft until the job publishes it; publishing by
   * hand settles a pending publish time; a withdrawal time being set must still be ahead.
   */
  function applySchedule(values: Values, input: Values, stored?: StoredRow): Values {
    const at = now().getTime();
    if (input.published === true && !('publish_at' in input)) values.publish_at = null;
    if (typeof values.publish_at === 'string') {
      if (Date.parse(values.publish_at) <= at) {
        values.published = true;
        values.publish_at = null;
      } else {
        values.published = false;
      }
    }
    // Only a time being set now: a form sends the stored one back with every save, and one that has passed
    // (left on a record unpublished by hand, which the job does not touch) must not block other changes.
    const unchanged =
      typeof stored?.unpublish_at === 'string' &&
      typeof values.unpublish_at === 'string' &&
      Date.parse(stored.unpublish_at) === Date.parse(values.unpublish_at);
    if (
      'unpublish_at' in input &&
      !unchanged &&
      typeof values.unpublish_at === 'string' &&
      Date.parse(values.unpublish_at) <= at
    ) {
      throw invalidFields({ unpublish_at: CONTENT_MESSAGES.unpublishPast });
    }
    return values;
  }

  /** One revision of a save: the record after it, and the fields that differ from the record before. */
  async function keepRevision(
    trx: Executor,
    resource: ContentResource,
    action: string,
    before: StoredRow | null,
    after: StoredRow,
    staffId: string | null,
    at: Date,
  ): Promise<void> {
    const next = editable(resource, after);
    const previous = before ? editable(resource, before) : null;
    const changed = previous
      ? Object.keys(next).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(previous[key]))
      : [];
    await insertRevision(
      trx,
      {
        resource,
        recordId: after.id,
        action,
        record: toItem(resource, after),
        changed,
        staffId,
        at: at.toISOString(),
      },
      REVISIONS_KEPT,
    );
  }

  async function list(resource: ContentResource, query: Values): Promise<Page<Item>> {
    const spec = adminContentSpecs[resource];
    const { page, per_page, q, sort, published, translation, ...filters } = query as {
      page: number;
      per_page: number;
      q?: string;
      sort: string;
      published?: 'true' | 'false';
      translation?: TranslationStatus;
    } & Record<string, string | number | null | undefined>;
    // A null filter (gallery items' `event_id=none`) asks for rows where the column is empty.
    const where: Record<string, string | number | null> = {};
    for (const [key, value] of Object.entries(filters)) if (value !== undefined) where[key] = value;
    if (published !== undefined) where.published = published === 'true' ? 1 : 0;
    const descending = sort.startsWith('-');
    const { rows, total } = await listRows(db, RESOURCE_TABLES[resource], {
      page,
      perPage: per_page,
      where,
      ...(q ? { search: { columns: spec.search, text: q } } : {}),
      sort: { column: descending ? sort.slice(1) : sort, direction: descending ? 'desc' : 'asc' },
      // The Kannada translation's status (the one language content is translated into so far).
      ...(translation && isTranslatableResource(resource)
        ? {
            condition: translationCondition(
              RESOURCE_TABLES[resource].table,
              resource,
              TRANSLATION_LOCALES[0]!,
              translation,
            ),
          }
        : {}),
    });
    return {
      data: rows.map((row) => toItem(resource, row)),
      meta: { total, page, per_page },
    };
  }

  async function get(resource: ContentResource, id: number): Promise<Item> {
    const row = await findRow(db, RESOURCE_TABLES[resource], id);
    if (!row) throw notFound();
    return toItem(resource, row);
  }

  /** Stores a validated new record: the one insert every new record goes through. */
  const store = async (trx: Transaction<Database>, resource: ContentResource, values: Values) =>
    toItem(
      resource,
      await insertRow(trx, RESOURCE_TABLES[resource], toColumns(resource, values), now().toISOString()),
    );

  async function create(resource: ContentResource, body: Values, actor: Actor): Promise<Item> {
    const values = applySchedule(await validate(resource, body), body);
    return db.transaction().execute(async (trx) => {
      const at = now();
      const row = await insertRow(
        trx,
        RESOURCE_TABLES[resource],
        toColumns(resource, values),
        at.toISOString(),
      );
      const item = toItem(resource, row);
      await audit.record(trx, { ...actor, action: 'create', resource, recordId: item.id, after: item }, at);
      await keepRevision(trx, resource, 'create', null, row, actor.staffId, at);
      return item;
    });
  }

  /**
   * A new record checked and stored exactly as `create` does, inside the caller's transaction and with no audit
   * entry, because no staff member made it: the demo seed's way in (seed/seed.ts), so seeded content and content
   * an editor saves cannot differ in shape.
   */
  async function createWithin(
    trx: Transaction<Database>,
    resource: ContentResource,
    body: Values,
  ): Promise<Item> {
    return store(trx, resource, await validate(resource, body, trx));
  }

  /**
   * `named` is the action the revision and the audit entry record instead of "update"; `within` runs in the save's
   * transaction after the row is written (a published page draft is dropped there: page-drafts.ts).
   */
  async function update(
    resource: ContentResource,
    id: number,
    patch: Values,
    actor: Actor,
    {
      named,
      within,
    }: { named?: 'restore-revision' | 'publish-draft'; within?: (trx: Executor) => Promise<void> } = {},
  ): Promise<Item> {
    const table = RESOURCE_TABLES[resource];
    const existing = await findRow(db, table, id);
    if (!existing) throw notFound();
    const values = applySchedule(
      await validate(resource, { ...editable(resource, existing), ...patch }),
      patch,
      existing,
    );
    const keys = Object.keys(patch);
    // A lone publish switch is named as such, so the audit log reads "unpublish", not "update".
    const action =
      named ??
      (keys.length === 1 && keys[0] === 'published' ? (patch.published ? 'publish' : 'unpublish') : 'update');
    return db.transaction().execute(async (trx) => {
      const at = now();
      const before = await findRow(trx, table, id);
      if (!before) throw notFound();
      const columns = toColumns(resource, values);
      if (table.stamped) Object.assign(columns, { updated_at: at.toISOString(), updated_by: actor.staffId });
      const row = await updateRow(trx, table, id, columns);
      if (!row) throw notFound();
      const item = toItem(resource, row);
      await within?.(trx);
      // Words a visitor reads changed: their translations were made from other English, so they are outdated.
      if (isTranslatableResource(resource)) {
        const fields = TRANSLATABLE_FIELDS[resource] as readonly string[];
        if (fields.some((field) => JSON.stringify(before[field]) !== JSON.stringify(row[field])))
          await markOutdated(trx, resource, id);
      }
      await keepRevision(trx, resource, action, before, row, actor.staffId, at);
      await audit.record(
        trx,
        {
          ...actor,
          action,
          resource,
          recordId: id,
          before: toItem(resource, before),
          after: item,
        },
        now(),
      );
      return item;
    });
  }

  /**
   * Deleting moves the record to the trash (docs/product/console.md "Trash"): its row leaves the table, so nothing
   * public can show it, and waits as JSON to be restored or purged. An event's gallery items are detached as before,
   * and their ids kept so a restore puts them back.
   */
  async function moveToTrash(
    trx: Executor,
    resource: ContentResource,
    row: StoredRow,
    actor: Actor,
    at: Date,
  ): Promise<void> {
    let links: unknown = null;
    if (resource === 'events') {
      links = await eventGalleryIds(trx, row.id);
      await detachEventGalleries(trx, row.id);
    }
    await deleteRow(trx, RESOURCE_TABLES[resource], row.id);
    await insertTrash(trx, {
      resource,
      recordId: row.id,
      label: labelOf(row),
      record: row,
      links,
      deletedBy: actor.staffId,
      at: at.toISOString(),
    });
    await audit.record(
      trx,
      { ...actor, action: 'delete', resource, recordId: row.id, before: toItem(resource, row) },
      at,
    );
  }

  async function remove(resource: ContentResource, id: number, actor: Actor): Promise<void> {
    const table = RESOURCE_TABLES[resource];
    await db.transaction().execute(async (trx) => {
      const before = await findRow(trx, table, id);
      if (!before) throw notFound();
      await moveToTrash(trx, resource, before, actor, now());
    });
  }

  /** The rows of every id, or a field error on `ids` when one no longer exists (someone else deleted it). */
  async function rowsOf(
    trx: Parameters<typeof findRows>[0],
    resource: ContentResource,
    ids: number[],
  ): Promise<StoredRow[]> {
    const rows = await findRows(trx, RESOURCE_TABLES[resource], ids);
    if (rows.length !== ids.length) throw invalidFields({ ids: CONTENT_MESSAGES.unknownIds });
    return rows;
  }

  /**
   * One action on several items, all or none, in one transaction; each item gets its own audit entry (the same
   * entry a single publish, unpublish or delete writes), so an item's history reads the same either way.
   */
  async function bulk(
    resource: ContentResource,
    { action, ids }: ContentBulk,
    actor: Actor,
  ): Promise<number> {
    const table = RESOURCE_TABLES[resource];
    const at = now();
    return db.transaction().execute(async (trx) => {
      const rows = await rowsOf(trx, resource, ids);
      if (action === 'delete') {
        for (const row of rows) await moveToTrash(trx, resource, row, actor, at);
        return rows.length;
      }
      const published = action === 'publish' ? 1 : 0;
      await setPublished(trx, table, ids, published);
      for (const row of rows) {
        const after = published === 1 ? { ...row, published, publish_at: null } : { ...row, published };
        await keepRevision(trx, resource, action, row, after, actor.staffId, at);
        await audit.record(
          trx,
          {
            ...actor,
            action,
            resource,
            recordId: row.id,
            before: toItem(resource, row),
            after: toItem(resource, after),
          },
          at,
        );
      }
      return rows.length;
    });
  }

  /**
   * The items in the order the site shows them: the first gets `sort_order` n, the last 1 (higher first,
   * docs/product/console.md). One audit entry for the whole move, with each item's order before and after.
   */
  async function reorder(resource: OrderedResource, ids: number[], actor: Actor): Promise<void> {
    const table = RESOURCE_TABLES[resource];
    await db.transaction().execute(async (trx) => {
      const rows = await rowsOf(trx, resource, ids);
      const before = Object.fromEntries(rows.map((row) => [row.id, row.sort_order]));
      const orders = ids.map((id, index) => ({ id, sort_order: ids.length - index }));
      await setSortOrders(trx, table, orders);
      await audit.record(
        trx,
        {
          ...actor,
          action: 'reorder',
          resource,
          recordId: null,
          before: { sort_order: before },
          after: { sort_order: Object.fromEntries(orders.map((o) => [o.id, o.sort_order])) },
        },
        now(),
      );
    });
  }

  // ---- Revisions ----------------------------------------------------------------------------------------------

  async function revisions(resource: ContentResource, id: number): Promise<ContentRevision[]> {
    if (!(await findRow(db, RESOURCE_TABLES[resource], id))) throw notFound();
    const rows = await listRevisions(db, resource, id);
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      changed: JSON.parse(row.changed) as string[],
      staff: row.staff_id ? { id: row.staff_id, name: row.staff_name ?? '' } : null,
      created_at: row.created_at,
    }));
  }

  /**
   * Puts back a revision's content as a new save (so it is itself a revision, and audited). Whether and when the
   * record is published, and its place in the list, stay as they are now: restoring words is not republishing them.
   */
  async function restoreRevision(
    resource: ContentResource,
    id: number,
    revisionId: number,
    actor: Actor,
  ): Promise<Item> {
    const revision = await findRevision(db, resource, id, revisionId);
    if (!revision || !(await findRow(db, RESOURCE_TABLES[resource], id))) throw notFound();
    const record = JSON.parse(revision.record) as Values;
    const fields = Object.keys(adminContentSpecs[resource].fields.shape);
    const patch = Object.fromEntries(
      fields.filter((key) => !NOT_RESTORED.has(key) && key in record).map((key) => [key, record[key]]),
    );
    // An event a restored gallery item pointed to may be gone: the item then belongs to no event.
    if (typeof patch.event_id === 'number' && !(await eventExists(db, patch.event_id))) patch.event_id = null;
    return update(resource, id, patch, actor, { named: 'restore-revision' });
  }

  // ---- Trash ----------------------------------------------------------------------------------------------------

  const purgeAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();

  async function trash(page: number, perPage: number): Promise<Page<ContentTrashItem>> {
    const { rows, total } = await listTrash(db, page, perPage);
    return {
      data: rows.map((row) => ({
        id: row.id,
        resource: row.resource as ContentResource,
        record_id: row.record_id,
        label: row.label,
        deleted_by: row.staff_id ? { id: row.staff_id, name: row.staff_name ?? '' } : null,
        deleted_at: new Date(row.deleted_at).toISOString(),
        purge_at: purgeAt(new Date(row.deleted_at).toISOString()),
      })),
      meta: { total, page, per_page: perPage },
    };
  }

  /** Puts a trashed record back under its own id, with an event's gallery items re-attached. */
  async function restoreFromTrash(
    trashId: number,
    actor: Actor,
  ): Promise<{ resource: ContentResource; id: number }> {
    return db.transaction().execute(async (trx) => {
      const entry = await findTrash(trx, trashId);
      if (!entry || !isContentResource(entry.resource)) throw notFound();
      const resource = entry.resource;
      // Another request restoring or purging it at the same moment: only one of them gets the row.
      if (!(await deleteTrash(trx, trashId))) throw notFound();
      const record = JSON.parse(entry.record) as StoredRow;
      if (typeof record.event_id === 'number' && !(await eventExists(trx, record.event_id))) {
        record.event_id = null;
      }
      const row = await reinsertRow(trx, RESOURCE_TABLES[resource], record);
      if (resource === 'events' && entry.links) {
        await reattachEventGalleries(
          trx,
          row.id,
          JSON.parse(entry.links) as { images: number[]; videos: number[] },
        );
      }
      await audit.record(
        trx,
        { ...actor, action: 'restore', resource, recordId: row.id, after: toItem(resource, row) },
        now(),
      );
      return { resource, id: row.id };
    });
  }

  /** Deletes a trashed record for good, with its revisions. */
  async function deleteForever(trashId: number, actor: Actor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const entry = await findTrash(trx, trashId);
      if (!entry || !(await deleteTrash(trx, trashId))) throw notFound();
      await deleteRevisions(trx, entry.resource, entry.record_id);
      await deleteTranslations(trx, entry.resource, entry.record_id);
      await audit.record(
        trx,
        {
          ...actor,
          action: 'delete-forever',
          resource: entry.resource as ContentResource,
          recordId: entry.record_id,
          before: JSON.parse(entry.record) as unknown,
        },
        now(),
      );
    });
  }

  // ---- The schedule job ---------------------------------------------------------------------------------------

  /**
   * One run of the content job (docs/product/console.md "Scheduling", "Trash"): publishes what is due, withdraws
   * what is due, and purges trash older than TRASH_DAYS. Each change is a conditional statement whose returned rows
   * are the ones this run changed, audited (as the site, no staff member) in the same transaction, so two instances
   * running it together change and audit each record once.
   */
  async function runSchedule(): Promise<{ published: number; withdrawn: number; purged: number }> {
    const at = now();
    const stamp = at.toISOString();
    const counts = { published: 0, withdrawn: 0, purged: 0 };
    const system = { staffId: null, ip: null };
    for (const resource of CONTENT_RESOURCES) {
      const table = RESOURCE_TABLES[resource];
      await db.transaction().execute(async (trx) => {
        for (const [action, due] of [
          ['scheduled-publish', publishDue],
          ['scheduled-unpublish', withdrawDue],
        ] as const) {
          const rows = await due(trx, table, stamp);
          for (const row of rows) {
            const before =
              action === 'scheduled-publish'
                ? { ...row, published: 0, publish_at: stamp }
                : { ...row, published: 1, unpublish_at: stamp };
            // The site itself acted: the revision and the audit entry name no staff member.
            await keepRevision(trx, resource, action, before, row, null, at);
            await audit.record(
              trx,
              { ...system, action, resource, recordId: row.id, after: toItem(resource, row) },
              at,
            );
          }
          counts[action === 'scheduled-publish' ? 'published' : 'withdrawn'] += rows.length;
        }
      });
    }
    await db.transaction().execute(async (trx) => {
      const purged = await purgeTrash(trx, new Date(at.getTime() - TRASH_DAYS * DAY_MS).toISOString());
      for (const entry of purged) {
        await deleteRevisions(trx, entry.resource, entry.record_id);
        await deleteTranslations(trx, entry.resource, entry.record_id);
        await audit.record(
          trx,
          {
            ...system,
            action: 'purge',
            resource: entry.resource as ContentResource,
            recordId: entry.record_id,
          },
          at,
        );
      }
      counts.purged = purged.length;
    });
    return counts;
  }

  return {
    list,
    get,
    validate,
    editable,
    create,
    createWithin,
    update,
    remove,
    bulk,
    reorder,
    revisions,
    restoreRevision,
    trash,
    restoreFromTrash,
    deleteForever,
    runSchedule,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
