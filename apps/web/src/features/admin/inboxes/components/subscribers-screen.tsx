import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  INBOX_EXPORTS,
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_TOPICS,
  type Subscriber,
  type SubscriberTopic,
} from '@charity/shared';
import { useSubscribers } from '#src/features/admin/inboxes/api/list-subscribers.ts';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { SUBSCRIBER_STATUS_LABELS, TOPIC_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import {
  INBOX_PAGE_SIZE,
  inboxCaption,
  inboxPaging,
  inboxSort,
  statusSelect,
  useListParams,
} from '#src/features/admin/inboxes/components/list-params.ts';
import { ListFilters, ListScreen, useListTable } from '#src/features/admin/list/list-screen.tsx';

const column = createColumnHelper<Subscriber>();

const asTopic = (value: string): SubscriberTopic | undefined =>
  (SUBSCRIBER_TOPICS as readonly string[]).includes(value) ? (value as SubscriberTopic) : undefined;

/** Subscribers (coordinator): counts per status, the table with filters, and the export of confirmed ones. */
export function SubscribersScreen() {
  const list = useListParams(SUBSCRIBER_STATUSES, ['topic']);
  const topic = asTopic(list.extras.topic);
  const sort = inboxSort(list, 'name');
  const query = useSubscribers({
    page: list.page,
    per_page: INBOX_PAGE_SIZE,
    status: list.status,
    topic,
    q: list.q || undefined,
    sort: sort.param,
  });

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('email', { header: 'E-mail' }),
      column.accessor('phone', { header: 'Phone' }),
      column.accessor('topics', {
        header: 'Topics',
        cell: (info) =>
          info
            .getValue()
            .map((t) => TOPIC_LABELS[t])
            .join(', ') || '—',
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => SUBSCRIBER_STATUS_LABELS[info.getValue()],
      }),
      column.accessor('created_at', { header: 'Subscribed', cell: (info) => formatWhen(info.getValue()) }),
    ],
    [],
  );
  const table = useListTable(query.data?.data, columns);

  const counts = query.data?.meta.counts;
  return (
    <ListScreen
      query={query}
      table={table}
      header={
        <section aria-labelledby="counts-heading" className="rounded-2xl border border-line bg-white p-4">
          <h2 id="counts-heading" className="text-lg font-semibold">
            By status{topic ? `, ${TOPIC_LABELS[topic]}` : ''}
          </h2>
          <dl className="mt-2 flex flex-wrap gap-6">
            {SUBSCRIBER_STATUSES.map((status) => (
              <div key={status}>
                <dt className="text-sm text-muted">{SUBSCRIBER_STATUS_LABELS[status]}</dt>
                <dd className="text-2xl font-semibold">{counts ? counts[status] : '…'}</dd>
              </div>
            ))}
          </dl>
          <a href={INBOX_EXPORTS.subscribers} download className="btn btn-outline btn-sm mt-4">
            Download confirmed subscribers (CSV)
          </a>
        </section>
      }
      filters={
        <ListFilters
          selects={[
            statusSelect(list, SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS),
            {
              label: 'Topic',
              value: topic ?? '',
              options: [
                { value: '', label: 'All topics' },
                ...SUBSCRIBER_TOPICS.map((t) => ({ value: t, label: TOPIC_LABELS[t] })),
              ],
              onChange: (value) => list.set({ topic: value }),
            },
          ]}
          search={{
            q: list.q,
            onSearch: (q) => list.set({ q }),
            hint: 'Searches names, e-mail addresses and phone numbers.',
          }}
        />
      }
      loading="Loading subscribers…"
      sort={sort}
      caption={inboxCaption('Subscribers', sort)}
      empty="No subscribers match."
      paging={inboxPaging(list, query.data?.meta.total, 'Subscriber pages')}
    />
  );
}
