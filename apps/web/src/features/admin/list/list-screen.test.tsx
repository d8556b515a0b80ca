import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import {
  BulkActions,
  ListFilters,
  ListScreen,
  useListTable,
  useRowSelection,
  type ListQueryState,
} from '#src/features/admin/list/list-screen.tsx';
import { listSort, useListParams } from '#src/features/admin/list/use-list-params.ts';

/*
 * The console's one list screen on its own (docs/decisions/0046): its state in the URL (filters, search, sort, page), read back
 * from a URL and by Back, its empty / loading / error states and a bulk action. The screens that use it are tested
 * against the stubbed API in their own folders.
 */

type Fruit = { id: number; name: string; colour: string };
const FRUITS: Fruit[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Fruit ${i + 1}`,
  colour: i % 2 === 0 ? 'red' : 'green',
}));
const PER_PAGE = 10;
const column = createColumnHelper<Fruit>();
const FILTERS = ['colour'] as const;

type State = 'ready' | 'pending' | 'error';

function FruitList({ state, onBulk }: { state: State; onBulk: (ids: number[]) => void }) {
  const list = useListParams(FILTERS);
  // As a server would: by id unless asked, by number or by name either way.
  const sort = listSort(list, 'id', { id: 'id', name: 'name' });
  const key = sort.value.replace('-', '') as 'id' | 'name';
  const matching = FRUITS.filter(
    (fruit) =>
      (!list.filters.colour || fruit.colour === list.filters.colour) &&
      (!list.q || fruit.name.includes(list.q)),
  ).sort(
    (a, b) =>
      (sort.value.startsWith('-') ? -1 : 1) *
      String(a[key]).localeCompare(String(b[key]), 'en', { numeric: key === 'id' }),
  );
  const rows = matching.slice((list.page - 1) * PER_PAGE, list.page * PER_PAGE);
  const selection = useRowSelection(list.scope);
  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select ${row.original.name}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor('id', { header: 'No.' }),
      column.accessor('name', { header: 'Name' }),
      column.accessor('colour', { header: 'Colour' }),
    ],
    [],
  );
  const table = useListTable(state === 'ready' ? rows : undefined, columns, [
    selection.rows,
    selection.setRows,
  ]);
  const query: ListQueryState = {
    isPending: state === 'pending',
    isError: state === 'error',
    error: new Error('The list could not be read.'),
    refetch: () => undefined,
  };
  return (
    <ListScreen
      query={query}
      table={table}
      loading="Loading fruit…"
      caption="Fruit"
      sort={sort}
      empty="No fruit matches."
      filters={
        <ListFilters
          selects={[
            {
              label: 'Colour',
              value: list.filters.colour,
              options: [
                { value: '', label: 'All' },
                { value: 'red', label: 'Red' },
                { value: 'green', label: 'Green' },
              ],
              onChange: (colour) => list.set({ colour }),
            },
          ]}
          search={{ q: list.q, onSearch: (q) => list.set({ q }), hint: 'Searches names.' }}
        />
      }
      bulk={
        <BulkActions
          count={selection.ids.length}
          summary={`${selection.ids.length} selected`}
          actions={[{ label: 'Eat selected', onClick: () => onBulk(selection.ids) }]}
        />
      }
      paging={{
        label: 'Fruit pages',
        page: list.page,
        total: state === 'ready' ? matching.length : undefined,
        perPage: PER_PAGE,
        onPage: (page) => list.set({ page }),
      }}
    />
  );
}

function renderList(url: string, state: State = 'ready', onBulk: (ids: number[]) => void = () => {}) {
  const router = createMemoryRouter(
    [{ path: '/fruit', element: <FruitList state={state} onBulk={onBulk} /> }],
    {
      initialEntries: [url],
    },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, user, search };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the console list screen', () => {
  it('keeps the filter, the search and the page in the URL, back to page 1 on a new question', async () => {
    const { user, search } = renderList('/fruit');
    expect(screen.getByText('Page 1 of 3 (25 in all)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('page')).toBe('2');
    expect(names()[0]).toBe('Fruit 11');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'red');
    expect(search().get('colour')).toBe('red');
    // Another question starts on its first page.
    expect(search().get('page')).toBeNull();
    expect(screen.getByText('Page 1 of 2 (13 in all)')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' Fruit 2 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search().get('q')).toBe('Fruit 2');
    expect(names()).toEqual(['Fruit 21', 'Fruit 23', 'Fruit 25']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription('Searches names.');
  });

  it('shows the list a URL asks for, and Back returns to the list as it was', async () => {
    const { router, user, search } = renderList('/fruit?colour=green&q=Fruit&page=2');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('green');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Fruit');
    expect(screen.getByText('Page 2 of 2 (12 in all)')).toBeInTheDocument();
    expect(names()[0]).toBe('Fruit 22');

    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'Fruit 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search().get('q')).toBe('Fruit 1');
    expect(search().get('page')).toBeNull();

    await act(() => router.navigate(-1));
    expect(search().get('q')).toBe('Fruit');
    expect(search().get('page')).toBe('2');
    // The box follows the URL, not what was typed last.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Fruit');
    expect(screen.getByText('Page 2 of 2 (12 in all)')).toBeInTheDocument();
  });

  it('sorts by a column header, kept in the URL, the other way round on a second press', async () => {
    const { user, search } = renderList('/fruit?page=2');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(header('No.')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Colour')).not.toHaveAttribute('aria-sort');
    expect(within(header('Colour')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(header('Name')).getByRole('button', { name: /^Name/ }));
    expect(search().get('sort')).toBe('name');
    // Another order starts on its first page.
    expect(search().get('page')).toBeNull();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('No.')).not.toHaveAttribute('aria-sort');
    expect(names().slice(0, 3)).toEqual(['Fruit 1', 'Fruit 10', 'Fruit 11']);

    await user.click(within(header('Name')).getByRole('button', { name: /^Name/ }));
    expect(search().get('sort')).toBe('-name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names().slice(0, 3)).toEqual(['Fruit 9', 'Fruit 8', 'Fruit 7']);

    // The list's own order leaves the URL.
    await user.click(within(header('No.')).getByRole('button', { name: /^No\./ }));
    expect(search().has('sort')).toBe(false);
    expect(names()[0]).toBe('Fruit 1');
  });

  it('reads the sort from a URL, and Back returns to the order before', async () => {
    const { router, user, search } = renderList('/fruit?colour=green&sort=-name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Fruit 8');

    await user.click(within(header('No.')).getByRole('button', { name: /^No\./ }));
    await user.click(within(header('No.')).getByRole('button', { name: /^No\./ }));
    expect(search().get('sort')).toBe('-id');
    expect(names()[0]).toBe('Fruit 24');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(search().get('sort')).toBe('-name');
    expect(search().get('colour')).toBe('green');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Fruit 8');
  });

  it('shows its own order for a sort it does not offer', () => {
    renderList('/fruit?sort=colour');
    expect(header('No.')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(names()[0]).toBe('Fruit 1');
  });

  it('says when nothing matches', () => {
    renderList('/fruit?q=plum');
    expect(screen.getByRole('table', { name: 'Fruit' })).toHaveTextContent('No fruit matches.');
    expect(screen.getByText('Page 1 of 1 (0 in all)')).toBeInTheDocument();
  });

  it('shows a spinner until the first page arrives', () => {
    renderList('/fruit', 'pending');
    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry in place of the list', () => {
    renderList('/fruit', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('runs a bulk action on the ticked rows of the page, and forgets them on another page', async () => {
    const onBulk = vi.fn();
    const { user } = renderList('/fruit', 'ready', onBulk);
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Fruit 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Fruit 5' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(toolbar).toHaveTextContent('2 selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Eat selected' }));
    expect(onBulk).toHaveBeenCalledWith([2, 5]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Fruit 2' })).not.toBeChecked();
  });
});
