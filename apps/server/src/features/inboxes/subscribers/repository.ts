import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import {
  SUBSCRIBER_TOPICS,
  type Subscriber,
  type SubscriberStatus,
  type SubscriberTopic,
  type InboxSort,
} from '@charity/shared';
import type { Database, SubscriptionsTable } from '#src/db/schema.ts';
import { sortedPage, whereText } from '../inbox.ts';
import type { Executor } from '#src/db/executor.ts';

type SubscriptionRow = Selectable<SubscriptionsTable>;

/* The subscriber list's SQL (docs/product/console.md "Inboxes"); subscribing and leaving are features/subscriptions'. */

type SubscriptionsEb = ExpressionBuilder<Database, 'subscriptions'>;

/** The three states a subscription can be in; confirmed is the rule of activeSubscriptions (features/subscriptions). */
const statusIs = (eb: SubscriptionsEb, status: SubscriberStatus) => {
  switch (status) {
    case 'confirmed':
      return eb.and([eb('confirmed_at', 'is not', null), eb('unsubscribed_at', 'is', null)]);
    case 'pending':
      return eb.and([eb('confirmed_at', 'is', null), eb('unsubscribed_at', 'is', null)]);
    case 'unsubscribed':
      return eb('unsubscribed_at', 'is not', null);
  }
};

const statusOf = (row: Pick<SubscriptionRow, 'confirmed_at' | 'unsubscribed_at'>): SubscriberStatus =>
  row.unsubscribed_at !== null ? 'unsubscribed' : row.confirmed_at !== null ? 'confirmed' : 'pending';

export const topicsOf = (row: Pick<SubscriptionRow, SubscriberTopic>): SubscriberTopic[] =>
  SUBSCRIBER_TOPICS.filter((topic) => row[topic] === 1);

/** What the console shows of a subscription: never its confirmation token's hash. */
const SUBSCRIBER_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  ...SUBSCRIBER_TOPICS,
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

const toSubscriber = (row: Pick<SubscriptionRow, (typeof SUBSCRIBER_COLUMNS)[number]>): Subscriber => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  topics: topicsOf(row),
  status: statusOf(row),
  created_at: row.created_at,
  confirmed_at: row.confirmed_at,
  unsubscribed_at: row.unsubscribed_at,
});

/**
 * One page of subscriptions, newest first unless asked, and how many of those matching `topic` and `q` are in each status
 * (whatever `status` asks), for the console's tabs. `q` matches the name, e-mail address or phone.
 */
export async function listSubscribers(
  db: Executor,
  filters: {
    page: number;
    perPage: number;
    status?: SubscriberStatus | undefined;
    topic?: SubscriberTopic | undefined;
    q?: string | undefined;
    sort: InboxSort;
  },
) {
  let matching = db.selectFrom('subscriptions');
  if (filters.topic) matching = matching.where(filters.topic, '=', 1);
  matching = whereText(matching, filters.q, [sql.ref('name'), sql.ref('email'), sql.ref('phone')]);
  const base = filters.status ? matching.where((eb) => statusIs(eb, filters.status!)) : matching;
  const countOf = (status: SubscriberStatus) => (eb: SubscriptionsEb) =>
    eb.fn.sum<number | string | null>(eb.case().when(statusIs(eb, status)).then(1).else(0).end());
  const [page, counts] = await Promise.all([
    sortedPage(base, filters, {
      columns: (q) => q.select(SUBSCRIBER_COLUMNS),
      map: toSubscriber,
      name: sql.ref<string>('name'),
    }),
    matching
      .select((eb) => [
        countOf('confirmed')(eb).as('confirmed'),
        countOf('pending')(eb).as('pending'),
        countOf('unsubscribed')(eb).as('unsubscribed'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: page.data,
    meta: {
      ...page.meta,
      counts: {
        confirmed: Number(counts.confirmed ?? 0),
        pending: Number(counts.pending ?? 0),
        unsubscribed: Number(counts.unsubscribed ?? 0),
      },
    },
  };
}

/** Confirmed subscribers for the export, oldest first. */
export function confirmedSubscribers(db: Executor) {
  return db
    .selectFrom('subscriptions')
    .where((eb) => statusIs(eb, 'confirmed'))
    .select(SUBSCRIBER_COLUMNS)
    .orderBy('id')
    .execute();
}
