import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { adminPaths, CONTACT_STATUSES, type ContactMessage, type ContactStatus } from '@charity/shared';
import { useContactMessages } from '#src/features/admin/inboxes/api/list-contact-messages.ts';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { CONTACT_STATUS_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import {
  INBOX_PAGE_SIZE,
  inboxCaption,
  inboxPaging,
  inboxSort,
  statusSelect,
  useListParams,
} from '#src/features/admin/inboxes/components/list-params.ts';
import { ListFilters, ListScreen, useListTable } from '#src/features/admin/list/list-screen.tsx';

const column = createColumnHelper<ContactMessage>();

/** Contact messages (coordinator): the table with status filter and search; a name opens the message's own page. */
export function MessagesScreen() {
  const list = useListParams(CONTACT_STATUSES);
  return <MessagesTable list={list} />;
}

function MessagesTable({ list }: { list: ReturnType<typeof useListParams<ContactStatus>> }) {
  const sort = inboxSort(list, 'from');
  const query = useContactMessages({
    page: list.page,
    per_page: INBOX_PAGE_SIZE,
    status: list.status,
    q: list.q || undefined,
    sort: sort.param,
  });
  const { searchWith } = list;

  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: 'Received', cell: (info) => formatWhen(info.getValue()) }),
      column.accessor((row) => `${row.first_name} ${row.last_name}`, {
        id: 'from',
        header: 'From',
        cell: (info) => (
          <Link
            to={{ pathname: adminPaths.message(info.row.original.id), search: searchWith({}) }}
            className="font-semibold underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('email', { header: 'E-mail' }),
      column.accessor('message', {
        header: 'Message',
        cell: (info) => {
          const text = info.getValue();
          return text.length > 80 ? `${text.slice(0, 80)}…` : text;
        },
      }),
      column.accessor('status', { header: 'Status', cell: (info) => CONTACT_STATUS_LABELS[info.getValue()] }),
    ],
    [searchWith],
  );
  const table = useListTable(query.data?.data, columns);

  return (
    <ListScreen
      query={query}
      table={table}
      filters={
        <ListFilters
          selects={[statusSelect(list, CONTACT_STATUSES, CONTACT_STATUS_LABELS)]}
          search={{
            q: list.q,
            onSearch: (q) => list.set({ q }),
            hint: 'Searches names, e-mail addresses and message text.',
          }}
        />
      }
      loading="Loading messages…"
      caption={inboxCaption('Contact messages', sort)}
      sort={sort}
      empty="No messages match."
      paging={inboxPaging(list, query.data?.meta.total, 'Message pages')}
    />
  );
}
