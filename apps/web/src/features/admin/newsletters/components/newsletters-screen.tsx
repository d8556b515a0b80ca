import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { adminPaths, NEWSLETTER_STATUSES, type Newsletter, type NewsletterSort } from '@charity/shared';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { TOPIC_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import {
  INBOX_PAGE_SIZE,
  inboxCaption,
  useListParams,
} from '#src/features/admin/inboxes/components/list-params.ts';
import { ListScreen, useListTable } from '#src/features/admin/list/list-screen.tsx';
import { listSort } from '#src/features/admin/list/use-list-params.ts';
import { useNewsletters } from '#src/features/admin/newsletters/api/list-newsletters.ts';
import { NEWSLETTER_STATUS_LABELS } from '#src/features/admin/newsletters/components/labels.ts';

const column = createColumnHelper<Newsletter>();

/** Newsletters (coordinator): newest first or as sorted, with their status and counts; compose a new one. */
export function NewslettersScreen() {
  const list = useListParams(NEWSLETTER_STATUSES, []);
  // The sortable columns and the order each asks first: the subject A to Z, the newest.
  const sort = listSort<NewsletterSort>(list, '-date', { subject: 'subject', created_at: '-date' });
  const query = useNewsletters({
    page: list.page,
    per_page: INBOX_PAGE_SIZE,
    status: list.status,
    sort: sort.param,
  });

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
  const table = useListTable(query.data?.data, columns);

  return (
    <ListScreen
      query={query}
      table={table}
      header={
        <Link to={adminPaths.newsletterNew} className="btn btn-primary">
          Compose a newsletter
        </Link>
      }
      loading="Loading newsletters…"
      caption={inboxCaption('Newsletters', sort)}
      sort={sort}
      empty="No newsletter yet."
      paging={{
        label: 'Newsletter pages',
        page: list.page,
        total: query.data?.meta.total,
        perPage: INBOX_PAGE_SIZE,
        onPage: (page) => list.set({ page }),
      }}
    />
  );
}
