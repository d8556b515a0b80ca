import { createContext, use, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
// Not Eye and EyeOff: the public site's password fields share those, and a shared icon becomes one more chunk to
// list in the first load's entry.
import { EyeClosed, Globe } from 'lucide-react';
import { toast } from 'sonner';
import {
  adminContentSpecs,
  adminPaths,
  ADMIN_CONTENT_MAX_PER_PAGE,
  CONTENT_MESSAGES,
  contentStateLabel,
  isFixedResource,
  isOrderedResource,
  isTranslatableResource,
  TRASH_DAYS,
  type AdminContentItem,
  type BulkAction,
  type ContentResource,
  type TranslationStatuses,
} from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useBulkContent, useReorderContent } from '#src/features/admin/content/api/bulk-content.ts';
import { useDeleteContent } from '#src/features/admin/content/api/delete-content.ts';
import { useContentList } from '#src/features/admin/content/api/list-content.ts';
import { useSetPublished } from '#src/features/admin/content/api/update-content.ts';
import { RESOURCE_UI, type FilterSpec } from '#src/features/admin/content/components/resources.ts';
import { useTranslationStatuses } from '#src/features/admin/translations/api/translations.ts';
import {
  TRANSLATION_FILTER_OPTIONS,
  TranslationStatusTag,
} from '#src/features/admin/translations/components/translation-status-tag.tsx';
import { SortableTable } from '#src/features/admin/content/components/sortable-table.tsx';
import {
  BulkActions,
  filterSelect,
  ListFilters,
  ListScreen,
  useListTable,
  useRowSelection,
} from '#src/features/admin/list/list-screen.tsx';
import { listSort, useListParams } from '#src/features/admin/list/use-list-params.ts';

const PER_PAGE = 20;
type Row = AdminContentItem & Record<string, unknown>;
const column = createColumnHelper<Row>();
const NO_ROWS: Row[] = [];
const NO_FILTERS: readonly string[] = [];
/** The translated resources' lists filter by where their Kannada version stands (docs/product/languages.md). */
/**
 * The listed rows' Kannada statuses, read by each row's tag through context: they arrive after the rows, and new
 * columns then would remount every cell (and the links in them) under a reader's cursor.
 */
const StatusesContext = createContext<TranslationStatuses | undefined>(undefined);

function TranslationCell({ id }: { id: number }) {
  const status = use(StatusesContext)?.[String(id)]?.kn;
  return status ? <TranslationStatusTag status={status} /> : '—';
}

const TRANSLATION_FILTER: FilterSpec = {
  name: 'translation',
  label: 'Kannada',
  options: [...TRANSLATION_FILTER_OPTIONS],
};

/** A cell's text: numbers, words and yes/no as they are, anything else as a dash. */
const display = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '—';

/**
 * The publish toggle's two looks, told apart by more than their word: published is filled green with a globe (on
 * the site), hidden is a dashed outline with a closed eye (docs/product/console.md, Content).
 */
const PUBLISHED_LOOK = 'btn btn-sm border-2 border-green-800 bg-green-800 text-white hover:bg-green-900';
const HIDDEN_LOOK = 'btn btn-sm border-2 border-dashed border-muted bg-white text-muted hover:bg-sand';

/** A type's name inside a sentence: lower case ("events"), but an acronym stays one ("FAQ", not "faq"). */
const inText = (word: string) => (word === word.toUpperCase() ? word : word.toLowerCase());

const pluralOf = (count: number, singular: string, plural: string) =>
  `${count} ${count === 1 ? singular : inText(plural)}`;

/** Dates sort latest first on the first press; words from A. */
const firstOrder = (key: string) => (key === 'sdate' ? `-${key}` : key);

/**
 * The sortable columns of a resource's table: the title column and those of its own columns the API sorts by (its
 * `sort` allow-list, adminContentSpecs), each with its first order.
 */
const sortColumns = (resource: ContentResource): Record<string, string> => {
  const ui = RESOURCE_UI[resource];
  const offered: readonly string[] = adminContentSpecs[resource].sorts;
  return Object.fromEntries(
    [['title', ui.titleKey] as const, ...ui.columns.map((spec) => [spec.key, spec.key] as const)]
      .filter(([, key]) => offered.includes(key))
      .map(([id, key]) => [id, firstOrder(key)]),
  );
};

/**
 * One resource's table (docs/product/console.md, content): server-side paging, search and filters, publish and
 * unpublish in place, delete after a confirmation, the same three for a selection of rows, and links to edit and to
 * the page on the site. Resources the site shows in a curated order (banners, counters, galleries) list in that
 * order, up to 100 a page, and their rows are dragged into a new one.
 */
export function ContentList({ resource }: { resource: ContentResource }) {
  const ui = RESOURCE_UI[resource];
  const ordered = isOrderedResource(resource);
  // A fixed set (the site's pages) is only edited: no selection, publish switch, delete or "New" here.
  const fixed = isFixedResource(resource);
  const perPage = ordered ? ADMIN_CONTENT_MAX_PER_PAGE : PER_PAGE;
  const translatable = isTranslatableResource(resource);
  const filterSpecs = useMemo(
    () => (translatable ? [...ui.filters, TRANSLATION_FILTER] : ui.filters),
    [translatable, ui.filters],
  );
  const filterNames = useMemo(
    () => (filterSpecs.length > 0 ? filterSpecs.map((filter) => filter.name) : NO_FILTERS),
    [filterSpecs],
  );
  // Page, search, filters and sort live in the URL (docs/decisions/0046): a reload or Back shows the same rows.
  const list = useListParams(filterNames);
  const { page, q } = list;
  // Newest first (the API's `-id`) unless a column header asks another order.
  const sort = listSort(list, '-id', sortColumns(resource));
  const filters = Object.fromEntries(Object.entries(list.filters).filter(([, value]) => value !== ''));
  // A selection belongs to the rows on screen: another page, search or filter starts afresh.
  const selection = useRowSelection(list.scope);
  const query = useContentList(resource, {
    page,
    per_page: perPage,
    q: q || undefined,
    // Ordered resources list in the site's order, so a drop reorders what the editor sees (ADR 21).
    ...(ordered ? { sort: '-sort_order' } : sort.param ? { sort: sort.param } : {}),
    ...filters,
  });
  const publish = useSetPublished(resource);
  const remove = useDeleteContent(resource);
  const bulk = useBulkContent(resource);
  const reorder = useReorderContent(ordered ? resource : 'banners');
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  /** The order just dropped, shown until the server's answer is read back. */
  const [moved, setMoved] = useState<string[] | null>(null);
  const listedIds = useMemo(() => (query.data?.data ?? NO_ROWS).map((row) => row.id), [query.data]);
  const statuses = useTranslationStatuses(translatable ? resource : null, listedIds).data;
  const nameOf = (row: Row) => {
    const name = display(row[ui.titleKey]);
    return name === '—' ? `#${row.id}` : name;
  };

  const columns = useMemo(
    () => [
      ...(fixed
        ? []
        : [
            column.display({
              id: 'select',
              header: ({ table }) => (
                // On a phone the box stands alone above the cards (ui/data-table.tsx), so it says what it does.
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    aria-label="Select all on this page"
                    className="size-4"
                    checked={table.getIsAllRowsSelected()}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomeRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                  <span aria-hidden="true" className="md:hidden">
                    Select all
                  </span>
                </label>
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${nameOf(row.original)}`}
                  className="size-4"
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            }),
          ]),
      ...(ui.thumbnail
        ? [
            column.accessor('image_small', {
              header: 'Picture',
              cell: (info) => {
                const src = info.getValue();
                // Decorative: the row's quote or title, beside it, names the record.
                return typeof src === 'string' && src !== '' ? (
                  <img src={src} alt="" loading="lazy" className="h-12 w-20 rounded-md object-cover" />
                ) : (
                  '—'
                );
              },
            }),
          ]
        : []),
      column.accessor((row) => row[ui.titleKey], {
        id: 'title',
        header:
          ui.titleKey === 'name'
            ? 'Name'
            : ui.titleKey === 'quote'
              ? 'Quote'
              : ui.titleKey === 'author'
                ? 'Author'
                : 'Title',
        cell: (info) => (
          <Link
            to={adminPaths.contentItem(resource, info.row.original.id)}
            className="font-semibold underline"
          >
            {nameOf(info.row.original)}
          </Link>
        ),
      }),
      ...ui.columns.map((spec) =>
        column.accessor((row) => row[spec.key], {
          id: spec.key,
          header: spec.header,
          cell: (info) => (spec.format ? spec.format(info.getValue()) : display(info.getValue())),
        }),
      ),
      ...(translatable
        ? [
            column.display({
              id: 'translation',
              header: 'Kannada',
              cell: (info) => <TranslationCell id={info.row.original.id} />,
            }),
          ]
        : []),
      ...(fixed
        ? []
        : [
            column.accessor('published', {
              header: 'Published',
              cell: (info) => {
                const row = info.row.original;
                return (
                  <button
                    type="button"
                    className={row.published ? PUBLISHED_LOOK : HIDDEN_LOOK}
                    aria-pressed={row.published}
                    // One name, read the same everywhere: a visually hidden span beside the label is a box of its
                    // own, and Chromium then reads "6:00 pm : publish" with a stray space.
                    aria-label={`${contentStateLabel(row)}: ${row.published ? 'unpublish' : 'publish'} ${nameOf(row)}`}
                    disabled={publish.isPending}
                    onClick={() =>
                      publish.mutate(
                        { id: row.id, published: !row.published },
                        {
                          onSuccess: () =>
                            toast.success(
                              `“${nameOf(row)}” is ${row.published ? 'unpublished' : 'published'}.`,
                            ),
                        },
                      )
                    }
                  >
                    {row.published ? (
                      <Globe aria-hidden="true" className="size-4" />
                    ) : (
                      <EyeClosed aria-hidden="true" className="size-4" />
                    )}
                    {contentStateLabel(row)}
                  </button>
                );
              },
            }),
            column.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              cell: (info) => (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setDeleting(info.row.original)}
                >
                  Delete<span className="sr-only"> {nameOf(info.row.original)}</span>
                </button>
              ),
            }),
          ]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, publish.isPending],
  );
  const rows = query.data?.data ?? NO_ROWS;
  const data = moved ? moved.flatMap((id) => rows.find((row) => String(row.id) === id) ?? []) : rows;
  const table = useListTable(data, columns, [selection.rows, selection.setRows]);
  const selectedIds = selection.ids;
  const runBulk = (action: BulkAction) =>
    bulk.mutate(
      { action, ids: selectedIds },
      {
        onSuccess: ({ data: { count } }) => {
          selection.clear();
          const what = pluralOf(count, ui.singular, ui.plural);
          toast.success(
            action === 'delete'
              ? `${what} moved to the trash.`
              : `${what} ${action === 'publish' ? 'published' : 'unpublished'}.`,
          );
        },
        onSettled: () => setBulkDeleting(false),
      },
    );
  const saveOrder = (ids: string[]) => {
    setMoved(ids);
    reorder.mutate(ids.map(Number), {
      onSuccess: () => toast.success(CONTENT_MESSAGES.reordered),
      onSettled: () => setMoved(null),
    });
  };

  const total = query.data?.meta.total ?? 0;

  return (
    <StatusesContext value={statuses}>
      <ListScreen
        query={query}
        table={table}
        filters={
          <ListFilters
            selects={filterSpecs.map((filter) =>
              filterSelect(list, filter.name, filter.label, [{ value: '', label: 'All' }, ...filter.options]),
            )}
            search={{
              q,
              onSearch: (text) => list.set({ q: text }),
              label: `Search ${inText(ui.plural)}`,
            }}
          >
            {fixed ? null : (
              <Link to={adminPaths.contentNew(resource)} className="btn btn-primary btn-sm ml-auto">
                New {ui.singular}
              </Link>
            )}
          </ListFilters>
        }
        bulk={
          fixed ? null : (
            <BulkActions
              count={selectedIds.length}
              summary={`${pluralOf(selectedIds.length, ui.singular, ui.plural)} selected`}
              actions={[
                { label: 'Publish selected', onClick: () => runBulk('publish'), disabled: bulk.isPending },
                {
                  label: 'Unpublish selected',
                  onClick: () => runBulk('unpublish'),
                  disabled: bulk.isPending,
                },
                { label: 'Delete selected', onClick: () => setBulkDeleting(true), disabled: bulk.isPending },
              ]}
            />
          )
        }
        loading={`Loading ${inText(ui.plural)}…`}
        caption={ui.plural}
        sort={ordered ? undefined : sort}
        empty={`No ${inText(ui.plural)} found.`}
        renderTable={
          ordered
            ? (sortable) => (
                <>
                  <p className="text-sm text-muted">
                    The site shows {inText(ui.plural)} in this order. Drag a row by its grip to move it (or
                    focus the grip, press space, move with the arrow keys and press space again).
                  </p>
                  <SortableTable
                    table={sortable}
                    caption={`${ui.plural}, in the order the site shows them`}
                    empty={`No ${inText(ui.plural)} found.`}
                    label={(row) => `Move ${nameOf(row)}`}
                    onMove={saveOrder}
                    disabled={reorder.isPending}
                  />
                </>
              )
            : undefined
        }
        paging={{ label: 'Pages', page, total, perPage, onPage: (next) => list.set({ page: next }) }}
      >
        <Dialog
          open={bulkDeleting}
          onOpenChange={(open) => {
            if (!open) setBulkDeleting(false);
          }}
          title={`Delete ${pluralOf(selectedIds.length, ui.singular, ui.plural)}?`}
          style={{ maxWidth: 480 }}
        >
          <div className="space-y-4 p-5">
            <p>
              The selected {selectedIds.length === 1 ? ui.singular : inText(ui.plural)} will leave the site
              and move to the trash, where they can be restored for {TRASH_DAYS} days. To hide them for a
              while, unpublish them instead.
            </p>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setBulkDeleting(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={bulk.isPending}
                onClick={() => runBulk('delete')}
              >
                Delete {pluralOf(selectedIds.length, ui.singular, ui.plural)}
              </button>
            </div>
          </div>
        </Dialog>
        <Dialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={`Delete this ${ui.singular}?`}
          style={{ maxWidth: 480 }}
        >
          <div className="space-y-4 p-5">
            <p>
              “{deleting ? nameOf(deleting) : ''}” will leave the site and move to the trash, where it can be
              restored for {TRASH_DAYS} days. To hide it for a while, unpublish it instead.
            </p>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setDeleting(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={remove.isPending}
                onClick={() => {
                  if (!deleting) return;
                  const name = nameOf(deleting);
                  remove.mutate(deleting.id, {
                    onSuccess: () => toast.success(`“${name}” is moved to the trash.`),
                    onSettled: () => setDeleting(null),
                  });
                }}
              >
                Delete
              </button>
            </div>
          </div>
        </Dialog>
      </ListScreen>
    </StatusesContext>
  );
}
