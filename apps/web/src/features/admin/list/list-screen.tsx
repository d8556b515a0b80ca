import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type Table,
} from '@tanstack/react-table';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { DataTable } from '#src/features/admin/ui/data-table.tsx';
import { pageCount, Pager } from '#src/features/admin/ui/pager.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import type { ListChanges, ListSort } from '#src/features/admin/list/use-list-params.ts';

/*
 * The one list screen of the console (docs/decisions/0046): every table of records (inboxes, newsletters, content, finance,
 * the audit log, staff) is this frame with its own columns, filters and texts. The screen owns the query and its
 * URL state (use-list-params.ts); this draws the states every list has: the failure (QueryFailure: sign-in, no
 * access, or "Try again"), a spinner until the first page, the table or its empty text, the bulk toolbar when
 * rows are selected (docs/product/console.md "Bulk actions", ADR 21) and the pager.
 */

const NO_ROWS: never[] = [];
const EMPTY_SELECTION: RowSelectionState = {};

/** The part of a TanStack query the frame reads. */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A TanStack table over the rows on screen: the server pages, filters, sorts and searches, the table only lays out
 * what it was handed, keyed by ids so a refetch keeps each row's identity (and its tick). With `selection`, rows can
 * be ticked.
 */
export function useListTable<Row extends { id: number | string }>(
  rows: Row[] | undefined,
  // TanStack's own column type: each column's value type differs, so the list is typed loosely, as TanStack does.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[],
  selection?: readonly [RowSelectionState, OnChangeFn<RowSelectionState>],
): Table<Row> {
  // TanStack Table's API is not memoisable; the project does not run the React Compiler, so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => String(row.id),
    ...(selection
      ? {
          enableRowSelection: true,
          state: { rowSelection: selection[0] },
          onRowSelectionChange: selection[1],
        }
      : {}),
  });
}

/**
 * The ticked rows of a list, which belong to the question asked (`scope`, e.g. ListParams.scope): another page,
 * search or filter starts with none (docs/product/console.md: rows are selected one page at a time). Back to the
 * same question does not bring old ticks back either: the scope changed in between.
 */
export function useRowSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; rows: RowSelectionState }>({
    scope,
    rows: EMPTY_SELECTION,
  });
  // Adjusted while rendering (React's pattern for state derived from a prop): the old ticks are dropped at once,
  // so coming back to the same question later does not bring them back.
  if (state.scope !== scope) setState({ scope, rows: EMPTY_SELECTION });
  const rows = state.scope === scope ? state.rows : EMPTY_SELECTION;
  const setRows: OnChangeFn<RowSelectionState> = (updater) =>
    setState((previous) => {
      const current = previous.scope === scope ? previous.rows : EMPTY_SELECTION;
      return { scope, rows: typeof updater === 'function' ? updater(current) : updater };
    });
  const ids = Object.keys(rows)
    .filter((id) => rows[id])
    .map(Number);
  return { rows, setRows, ids, clear: () => setRows(EMPTY_SELECTION) } as const;
}

export type FilterSelect = {
  label: string;
  value: string;
  /** The first is the "all" choice, usually with the value ''. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/**
 * The drop-down of the filter `key` in the URL (useListParams' filters): it shows the URL's value (or `value`,
 * when the list reads an empty one as a default) and a choice replaces it, back on page 1.
 */
export function filterSelect<Filter extends string>(
  list: { filters: Record<Filter, string>; set: (changes: ListChanges) => void },
  key: Filter,
  label: string,
  options: FilterSelect['options'],
  value: string = list.filters[key],
): FilterSelect {
  return { label, value, options, onChange: (choice) => list.set({ [key]: choice }) };
}

const controlClass = 'mt-1 block max-w-full rounded-lg border border-line bg-white px-3 py-2 text-ink';
const labelClass = 'text-sm font-semibold text-maroon';

/** One filter drop-down of a list (applied at once). */
export function ListSelect({ select }: { select: FilterSelect }) {
  return (
    <label className="block">
      <span className={labelClass}>{select.label}</span>
      <select
        value={select.value}
        onChange={(event) => select.onChange(event.target.value)}
        className={controlClass}
      >
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export type ListSearchProps = {
  /** The search in the URL: the box shows it, and a new one (Back, a cleared filter) resets the box. */
  q: string;
  /** Gets the trimmed text ('' clears the search). */
  onSearch: (q: string) => void;
  /** The box's label; "Search" unless the list says otherwise (e.g. "Search events"). */
  label?: string;
  /** Read with the box by screen readers: what is searched. */
  hint?: string;
  placeholder?: string;
  /** The form's accessible name, when the page names it (e.g. "Search entries"). */
  name?: string;
  /** The button's look: outline unless the list's search is its main action. */
  primary?: boolean;
  /** A wider box, for long placeholders. */
  wide?: boolean;
};

/**
 * A list's search box: searched when the button is pressed or Enter (not on every key), so a server-side search
 * runs once per question.
 */
export function ListSearch({
  q,
  onSearch,
  label = 'Search',
  hint,
  placeholder,
  name,
  primary,
  wide,
}: ListSearchProps) {
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // key: the box is uncontrolled; a new q from the URL (the back button, a cleared filter) resets it.
    <form
      role="search"
      aria-label={name}
      onSubmit={submit}
      className="flex max-w-full items-end gap-2"
      key={q}
    >
      <label className="block min-w-0">
        <span className={labelClass}>{label}</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          className={wide ? `${controlClass} w-72` : controlClass}
        />
      </label>
      <button type="submit" className={`btn ${primary ? 'btn-primary' : 'btn-outline'} btn-sm mb-1`}>
        Search
      </button>
      {hint ? (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      ) : null}
    </form>
  );
}

/** A list's filter bar: its drop-downs, then its search box, then anything else (e.g. a "New …" link). */
export function ListFilters({
  selects = [],
  search,
  children,
}: {
  selects?: FilterSelect[];
  search?: ListSearchProps;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
      {selects.map((select) => (
        <ListSelect key={select.label} select={select} />
      ))}
      {search ? <ListSearch {...search} /> : null}
      {children}
    </div>
  );
}

export type BulkAction = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
};

/** What can be done to the ticked rows, shown only while some are ticked (ADR 21: one request for them all). */
export function BulkActions({
  count,
  summary,
  actions,
}: {
  count: number;
  summary: string;
  actions: BulkAction[];
}) {
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="Selected rows"
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-sand px-4 py-3"
    >
      <span className="mr-2 font-semibold" aria-live="polite">
        {summary}
      </span>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className="btn btn-outline btn-sm"
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

export type ListPaging = {
  /** The pager's accessible name, e.g. "Message pages". */
  label: string;
  page: number;
  total: number | undefined;
  perPage: number | undefined;
  onPage: (page: number) => void;
};

/** A list's pager from the server's list meta, its page in the URL (`?page=`). */
export const listPaging = (
  list: { page: number; set: (changes: { page: number }) => void },
  label: string,
  meta: { total: number; per_page: number } | undefined,
): ListPaging => ({
  label,
  page: list.page,
  total: meta?.total,
  perPage: meta?.per_page,
  onPage: (page) => list.set({ page }),
});

export type ListScreenProps<Row> = {
  query: ListQueryState;
  table: Table<Row>;
  /** What the spinner says until the first page arrives, e.g. "Loading messages…". */
  loading: ReactNode;
  caption: ReactNode;
  /** What the table says when nothing matches. */
  empty: ReactNode;
  /** Above the filters: exports, a "Compose" link, counts, a form. */
  header?: ReactNode;
  /** The filter bar (ListFilters, or a list's own). */
  filters?: ReactNode;
  /** Between the filters and the table: e.g. the totals of the whole filter. */
  summary?: ReactNode;
  /** The bulk toolbar (BulkActions). */
  bulk?: ReactNode;
  /** Draws the table when the list's is not the plain one (e.g. rows dragged into order). */
  renderTable?: (table: Table<Row>) => ReactNode;
  /** Server-side sorting (listSort), drawn as sortable column headers; a list without has fixed headers. */
  sort?: ListSort;
  /** Server-side paging; a list the server sends whole (staff) has none. */
  paging?: ListPaging;
  /** After the pager: dialogs, a second table. */
  children?: ReactNode;
  className?: string;
};

/** A console list: a failure in place of it all, else header, filters, summary, bulk toolbar, table and pager. */
export function ListScreen<Row>({
  query,
  table,
  loading,
  caption,
  empty,
  header,
  filters,
  summary,
  bulk,
  renderTable,
  sort,
  paging,
  children,
  className = 'space-y-4',
}: ListScreenProps<Row>) {
  if (query.isError) return <QueryFailure query={query} />;
  return (
    <div className={className}>
      {header}
      {filters}
      {summary}
      {bulk}
      {query.isPending ? (
        <Loading>{loading}</Loading>
      ) : renderTable ? (
        renderTable(table)
      ) : (
        <DataTable table={table} caption={caption} empty={empty} sort={sort} />
      )}
      {paging ? (
        <Pager
          label={paging.label}
          page={paging.page}
          pages={pageCount(paging.total, paging.perPage)}
          total={paging.total}
          onPage={paging.onPage}
        />
      ) : null}
      {children}
    </div>
  );
}
