import {
  adminContentSpecs,
  MESSAGES,
  PAGE_DRAFT_MESSAGES,
  type AdminContentItem,
  type PageDraft,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import type { Actor } from '#src/shared/actor.ts';
import {
  deletePageDraft,
  findPageDraft,
  findRow,
  savePageDraft,
  type PageDraftColumns,
} from './repository.ts';
import { RESOURCE_TABLES } from './resources.ts';
import type { ContentService } from './service.ts';

/**
 * Drafts of pages (docs/product/console.md "Drafts of pages"; docs/decisions/0065-drafts-of-pages.md): a page's
 * changes saved without reaching visitors, checked and sanitised exactly as a save is, seen by the console and the
 * page's preview; published as one save of the page (its revision and audit entry) or discarded. Every write and
 * its audit entry share one transaction.
 */

const PAGES = RESOURCE_TABLES.pages;
/** The draft's columns are the page's editable fields. */
const FIELDS = Object.keys(adminContentSpecs.pages.fields.shape) as (keyof PageDraftColumns)[];

const notFound = () => new DomainError('not-found', MESSAGES.notFound);
/** Published or discarded meanwhile (another tab, another editor): the console reloads the page. */
const noDraft = () => new DomainError('conflict', PAGE_DRAFT_MESSAGES.noDraft);

const columnsOf = (values: Record<string, unknown>): PageDraftColumns =>
  Object.fromEntries(FIELDS.map((key) => [key, values[key] ?? null])) as PageDraftColumns;

type StoredDraft = NonNullable<Awaited<ReturnType<typeof findPageDraft>>>;

const toDraft = (row: StoredDraft): PageDraft => ({
  ...columnsOf(row),
  saved_at: new Date(row.saved_at).toISOString(),
  saved_by: row.staff_id ? { id: row.staff_id, name: row.staff_name ?? '' } : null,
});

export function createPageDrafts({
  db,
  content,
  now = () => new Date(),
}: {
  db: Db;
  content: ContentService;
  now?: () => Date;
}) {
  const pageOf = async (pageId: number) => {
    const page = await findRow(db, PAGES, pageId);
    if (!page) throw notFound();
    return page;
  };

  /** The page's draft, or null when it has none. */
  async function read(pageId: number): Promise<PageDraft | null> {
    await pageOf(pageId);
    const row = await findPageDraft(db, pageId);
    return row ? toDraft(row) : null;
  }

  /**
   * Saves changes as the page's draft: merged over the draft it has (or the page as published), then checked as a
   * whole page, so a draft is always a page that could be published.
   */
  async function save(pageId: number, patch: Record<string, unknown>, actor: Actor): Promise<PageDraft> {
    const page = await pageOf(pageId);
    const existing = await findPageDraft(db, pageId);
    const before = existing ? columnsOf(existing) : columnsOf(content.editable('pages', page));
    const after = columnsOf(await content.validate('pages', { ...before, ...patch }));
    await db.transaction().execute(async (trx) => {
      const at = now();
      await savePageDraft(trx, pageId, after, actor.staffId, at.toISOString());
      await audit.record(
        trx,
        { ...actor, action: 'save-draft', resource: 'pages', recordId: pageId, before, after },
        at,
      );
    });
    const saved = await findPageDraft(db, pageId);
    if (!saved) throw noDraft();
    return toDraft(saved);
  }

  /**
   * Makes the draft the page: one save of the page (checked, stamped, a revision and an audit entry named
   * `publish-draft`) that drops the draft in its own transaction, so of two publishes at once only one goes through.
   */
  async function publish(pageId: number, actor: Actor): Promise<AdminContentItem<'pages'>> {
    await pageOf(pageId);
    const draft = await findPageDraft(db, pageId);
    if (!draft) throw noDraft();
    const published = await content.update('pages', pageId, columnsOf(draft), actor, {
      named: 'publish-draft',
      within: async (trx) => {
        if (!(await deletePageDraft(trx, pageId))) throw noDraft();
      },
    });
    return published as AdminContentItem<'pages'>;
  }

  /** Drops the draft; the page stays as published. */
  async function discard(pageId: number, actor: Actor): Promise<void> {
    await pageOf(pageId);
    await db.transaction().execute(async (trx) => {
      const draft = await findPageDraft(trx, pageId);
      if (!draft || !(await deletePageDraft(trx, pageId))) throw noDraft();
      await audit.record(
        trx,
        {
          ...actor,
          action: 'discard-draft',
          resource: 'pages',
          recordId: pageId,
          before: columnsOf(draft),
        },
        now(),
      );
    });
  }

  return { read, save, publish, discard };
}
