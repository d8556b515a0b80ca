import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { adminPaths, NEWSLETTER_STATUSES, type Newsletter } from '@charity/shared';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { DataTable } from '#src/features/admin/components/data-table.tsx';
import { QueryFailure } from '#src/features/admin/components/query-failure.tsx';
import { InboxPager, formatWhen } from '#src/features/admin/inboxes/components/inbox-controls.tsx';
import { TOPIC_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import { INBOX_PAGE_SIZE, useListParams } from '#src/features/admin/inboxes/components/list-params.ts';
import { useNewsletters } from '#src/features/admin/newsletters/api/list-newsletters.ts';
import { NEWSLETTER_STATUS_LABELS } from '#src/features/admin/newsletters/components/labels.ts';

const column = createColumnHelper<Newsletter>();
const NO_ROWS: Newsletter[] = [];

/** Newsletters (coordinator): newest first with their status and counts; compose a new one. */
export function NewslettersScreen() {
  const list = useListParams(NEWSLETTER_STATUSES, []);
  const query = useNewsletters({ page: list.page, per_page: INBOX_PAGE_SIZE, status: list.status });

  const columns = useMemo(
    () => [
      column.accessor('subject', {
        header: 'Subject',
        cell: (info) => (
          <Link to={adminPaths.newsletter(info.row.original.id)} className="font-semibold underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('topics', {
        header: 'Topics',
        cell: (info) =>
          info
            .getValue()
            .map((t) => TOPIC_LABELS[t])
            .join(', '),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => NEWSLETTER_STATUS_LABELS[info.getValue()],
      }),
      column.accessor((row) => row.counts, {
        id: 'counts',
        header: 'Sent / recipients',
        cell: (info) => {
          const counts = info.getValue();
          return counts.recipients === 0 ? '—' : `${counts.sent} / ${counts.recipients}`;
        },
      }),
      column.accessor('created_at', { header: 'Written', cell: (info) => formatWhen(info.getValue()) }),
    ],
    [],
  );
  // TanStack Table's API is not memoisable; the React Compiler skips this component, which is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.data ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => String(row.id),
  });

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="space-y-4">
      <Link to={adminPaths.newsletterNew} className="btn btn-primary">
        Compose a newsletter
      </Link>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner className="size-6" /> Loading newsletters…
        </div>
      ) : (
        <DataTable table={table} caption="Newsletters, newest first" empty="No newsletter yet." />
      )}
      <InboxPager
        label="Newsletter pages"
        page={list.page}
        total={query.data?.meta.total}
        perPage={INBOX_PAGE_SIZE}
        onPage={(page) => list.set({ page })}
      />
    </div>
  );
}
