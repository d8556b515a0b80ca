import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  adminContentSpecs,
  CONTENT_MESSAGES,
  MESSAGES,
  todayInIndia,
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
import { storedHtmlSanitizer } from '#src/shared/stored-html.ts';
import {
  deleteRow,
  detachEventGalleries,
  eventExists,
  findRow,
  findRows,
  insertRow,
  listRows,
  setPublished,
  setSortOrders,
  updateRow,
  type StoredRow,
} from './repository.ts';
import { RESOURCE_TABLES } from './resources.ts';
import type { Actor } from '#src/shared/actor.ts';

/**
 * The console's content (docs/product/console.md): list, read, create, change and delete any resource of
 * packages/shared/src/admin-content.ts. Every write and its audit entry share one transaction. A change is
 * always checked as a whole record: a PATCH is merged into the stored record and parsed with the resource's
 * `create` schema, so a partial change cannot leave a record a new one could not be.
 */

type Item = AdminContentItem;
type Values = Record<string, unknown>;

const notFound = () => new DomainError('not-found', MESSAGES.notFound);
const DESCRIPTIONS = ['description1', 'description2', 'description3'] as const;

/** The first message per top-level field: the shape the console's forms put under each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type ContentServiceDeps = { db: Db; now?: () => Date };

export function createContentService({ db, now = () => new Date() }: ContentServiceDeps) {
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
    if (resource === 'events') {
      // Saved as the site would render it (shared/stored-html.ts), so the console shows what visitors will see.
      const sanitize = await storedHtmlSanitizer();
      for (const key of DESCRIPTIONS) {
        const block = values[key];
        if (typeof block !== 'string') continue;
        const clean = sanitize(block).trim();
        values[key] = clean === '' ? null : clean;
      }
    }
    return values;
  }

  async function list(resource: ContentResource, query: Values): Promise<Page<Item>> {
    const spec = adminContentSpecs[resource];
    const { page, per_page, q, sort, published, ...filters } = query as {
      page: number;
      per_page: number;
      q?: string;
      sort: string;
      published?: 'true' | 'false';
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
    const values = await validate(resource, body);
    return db.transaction().execute(async (trx) => {
      const item = await store(trx, resource, values);
      await audit.record(
        trx,
        { ...actor, action: 'create', resource, recordId: item.id, after: item },
        now(),
      );
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

  async function update(resource: ContentResource, id: number, patch: Values, actor: Actor): Promise<Item> {
    const table = RESOURCE_TABLES[resource];
    const existing = await findRow(db, table, id);
    if (!existing) throw notFound();
    const values = await validate(resource, { ...editable(resource, existing), ...patch });
    const keys = Object.keys(patch);
    // A lone publish switch is named as such, so the audit log reads "unpublish", not "update".
    const action =
      keys.length === 1 && keys[0] === 'published' ? (patch.published ? 'publish' : 'unpublish') : 'update';
    return db.transaction().execute(async (trx) => {
      const before = await findRow(trx, table, id);
      if (!before) throw notFound();
      const row = await updateRow(trx, table, id, toColumns(resource, values));
      if (!row) throw notFound();
      const item = toItem(resource, row);
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

  async function remove(resource: ContentResource, id: number, actor: Actor): Promise<void> {
    const table = RESOURCE_TABLES[resource];
    await db.transaction().execute(async (trx) => {
      const before = await findRow(trx, table, id);
      if (!before) throw notFound();
      if (resource === 'events') await detachEventGalleries(trx, id);
      await deleteRow(trx, table, id);
      await audit.record(
        trx,
        { ...actor, action: 'delete', resource, recordId: id, before: toItem(resource, before) },
        now(),
      );
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
        for (const row of rows) {
          if (resource === 'events') await detachEventGalleries(trx, row.id);
          await deleteRow(trx, table, row.id);
          await audit.record(
            trx,
            { ...actor, action, resource, recordId: row.id, before: toItem(resource, row) },
            at,
          );
        }
        return rows.length;
      }
      const published = action === 'publish' ? 1 : 0;
      await setPublished(trx, table, ids, published);
      for (const row of rows) {
        await audit.record(
          trx,
          {
            ...actor,
            action,
            resource,
            recordId: row.id,
            before: toItem(resource, row),
            after: toItem(resource, { ...row, published }),
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

  return { list, get, create, createWithin, update, remove, bulk, reorder };
}

export type ContentService = ReturnType<typeof createContentService>;
