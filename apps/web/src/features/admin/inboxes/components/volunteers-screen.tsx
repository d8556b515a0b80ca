import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  adminPaths,
  INBOX_EXPORTS,
  VOLUNTEER_STATUS_LABELS,
  VOLUNTEER_STATUSES,
  type VolunteerApplication,
  type VolunteerStatus,
} from '@charity/shared';
import { useVolunteers } from '#src/features/admin/inboxes/api/list-volunteers.ts';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import {
  INBOX_PAGE_SIZE,
  inboxCaption,
  inboxPaging,
  inboxSort,
  statusSelect,
  useListParams,
} from '#src/features/admin/inboxes/components/list-params.ts';
import { ListFilters, ListScreen, useListTable } from '#src/features/admin/list/list-screen.tsx';

const column = createColumnHelper<VolunteerApplication>();

/** Volunteer applications (coordinator): the table and the CSV export; a name opens the application's own page. */
export function VolunteersScreen() {
  const list = useListParams(VOLUNTEER_STATUSES);
  return <VolunteersTable list={list} />;
}

function VolunteersTable({ list }: { list: ReturnType<typeof useListParams<VolunteerStatus>> }) {
  const sort = inboxSort(list, 'name');
  const query = useVolunteers({
    page: list.page,
    per_page: INBOX_PAGE_SIZE,
    status: list.status,
    q: list.q || undefined,
    sort: sort.param,
  });
  const { searchWith } = list;

  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: 'Applied', cell: (info) => formatWhen(info.getValue()) }),
      column.accessor((row) => `${row.first_name} ${row.last_name}`, {
        id: 'name',
        header: 'Name',
        cell: (info) => (
          <Link
            to={{ pathname: adminPaths.volunteer(info.row.original.id), search: searchWith({}) }}
            className="font-semibold underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('email', { header: 'E-mail' }),
      column.accessor('phone', { header: 'Phone' }),
      column.accessor('interest', { header: 'Seva of interest' }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => VOLUNTEER_STATUS_LABELS[info.getValue()],
      }),
    ],
    [searchWith],
  );
  const table = useListTable(query.data?.data, columns);

  return (
    <ListScreen
      query={query}
      table={table}
      header={
        <p>
          <a href={INBOX_EXPORTS.volunteers} download className="btn btn-outline btn-sm">
            Download active volunteers (CSV)
          </a>
        </p>
      }
      filters={
        <ListFilters
          selects={[statusSelect(list, VOLUNTEER_STATUSES, VOLUNTEER_STATUS_LABELS)]}
          search={{
            q: list.q,
            onSearch: (q) => list.set({ q }),
            hint: 'Searches names, e-mail addresses, phone numbers and seva.',
          }}
        />
      }
      loading="Loading applications…"
      caption={inboxCaption('Volunteer applications', sort)}
      sort={sort}
      empty="No applications match."
      paging={inboxPaging(list, query.data?.meta.total, 'Application pages')}
    />
  );
}
