import { sql, type RawBuilder, type Selectable } from 'kysely';
import {
  newsletterTopicSchema,
  sortOrder,
  type NEWSLETTER_SORTS,
  type Newsletter,
  type NewsletterCounts,
  type NewsletterInput,
  type NewsletterSort,
  type NewsletterStatus,
  type NewsletterTopic,
} from '@charity/shared';
import { z } from 'zod';
import { isPostgres, type Executor } from '#src/db/executor.ts';
import type { NewslettersTable } from '#src/db/schema.ts';
import { paginate } from '#src/shared/pagination.ts';
import { parseVersions, type StoredVersions } from './versions.ts';

export type NewsletterRow = Selectable<NewslettersTable>;

/** What the outbox's related_to says of a newsletter's mails; the counts are read back by it. */
export const newsletterMailTag = (id: number) => `newsletter:${id}`;
/** Test mails are tagged apart, so they never count as the newsletter's sent mails. */
export const newsletterTestMailTag = (id: number) => `newsletter-test:${id}`;

const topicsSchema = z.array(newsletterTopicSchema);
export const topicsOfNewsletter = (row: Pick<NewsletterRow, 'topics'>): NewsletterTopic[] =>
  topicsSchema.parse(JSON.parse(row.topics));

/** The confirmed subscriptions (the rule of activeSubscriptions) that chose any of `topics`. */
export function recipientsOf(db: Executor, topics: readonly NewsletterTopic[]) {
  return db
    .selectFrom('subscriptions')
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where((eb) => eb.or(topics.map((topic) => eb(topic, '=', 1))));
}

export async function countRecipients(db: Executor, topics: readonly NewsletterTopic[]): Promise<number> {
  const { n } = await recipientsOf(db, topics)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertNewsletter(
  db: Executor,
  values: NewsletterInput & { bodyText: string; versions: StoredVersions; staffId: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('newsletters')
    .values({
      subject: values.subject,
      body_html: values.body_html,
      body_text: values.bodyText,
      translations: JSON.stringify(values.versions),
      topics: JSON.stringify(values.topics),
      rate_per_minute: values.rate_per_minute,
      created_by: values.staffId,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a draft; false when it is not (or no longer) a draft. */
export async function updateDraft(
  db: Executor,
  id: number,
  values: NewsletterInput & { bodyText: string; versions: StoredVersions; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    .set({
      subject: values.subject,
      body_html: values.body_html,
      body_text: values.bodyText,
      translations: JSON.stringify(values.versions),
      topics: JSON.stringify(values.topics),
      rate_per_minute: values.rate_per_minute,
      updated_at: values.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Reads a newsletter; with `lock` on PostgreSQL the row stays locked (FOR UPDATE) until the transaction ends, so
 * two dispatchers or a dispatcher and a pause take turns on it. SQLite has one writer at a time already.
 */
export function findNewsletter(db: Executor, id: number, lock = false) {
  return db
    .selectFrom('newsletters')
    .selectAll()
    .where('id', '=', id)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A conditional status change (`… where status = from`): of two at once, one wins. */
export async function moveNewsletter(
  db: Executor,
  id: number,
  from: NewsletterStatus,
  to: NewsletterStatus,
  now: string,
  extra: Partial<Pick<NewslettersTable, 'recipients' | 'started_at' | 'finished_at'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    .set({ status: to, updated_at: now, ...extra })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * One delivery row per confirmed subscriber of the topics, in one INSERT … SELECT; a subscriber of two topics
 * is one row (the select is per subscription), and the primary key refuses a second row for anyone.
 */
export async function writeDeliveries(
  db: Executor,
  id: number,
  topics: readonly NewsletterTopic[],
): Promise<number> {
  await db
    .insertInto('newsletter_deliveries')
    .columns(['newsletter_id', 'subscription_id'])
    .expression(recipientsOf(db, topics).select([sql.lit(id).as('newsletter_id'), 'id']))
    .onConflict((oc) => oc.columns(['newsletter_id', 'subscription_id']).doNothing())
    .execute();
  const { n } = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('newsletter_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Newsletters being sent, oldest first: what the dispatcher works on. */
export const sendingNewsletters = (db: Executor) =>
  db.selectFrom('newsletters').select('id').where('status', '=', 'sending').orderBy('id').execute();

/** How many of a newsletter's mails went to the outbox since `since`: the rate's sliding minute. */
export async function queuedSince(db: Executor, id: number, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('newsletter_id', '=', id)
    .where('queued_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The next `limit` waiting deliveries, in subscription order, with the subscription as it is now. */
export function waitingDeliveries(db: Executor, id: number, limit: number) {
  return db
    .selectFrom('newsletter_deliveries')
    .innerJoin('subscriptions', 'subscriptions.id', 'newsletter_deliveries.subscription_id')
    .select([
      'subscriptions.id',
      'subscriptions.email',
      'subscriptions.locale',
      'subscriptions.confirmed_at',
      'subscriptions.unsubscribed_at',
    ])
    .where('newsletter_deliveries.newsletter_id', '=', id)
    .where('newsletter_deliveries.status', '=', 'waiting')
    .orderBy('newsletter_deliveries.subscription_id')
    .limit(limit)
    .execute();
}

/** Moves waiting deliveries on; answers how many moved (fewer than asked means someone else moved them). */
export async function markDeliveries(
  db: Executor,
  id: number,
  subscriptionIds: readonly number[],
  status: 'queued' | 'skipped',
  now: string,
): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  let moved = 0;
  // Chunks keep the IN list inside both databases' limits on bound parameters.
  for (let start = 0; start < subscriptionIds.length; start += 500) {
    const result = await db
      .updateTable('newsletter_deliveries')
      .set({ status, queued_at: status === 'queued' ? now : null })
      .where('newsletter_id', '=', id)
      .where('subscription_id', 'in', subscriptionIds.slice(start, start + 500))
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

const EMPTY_COUNTS = { waiting: 0, queued: 0, sent: 0, failed: 0, skipped: 0 };

/** Each newsletter's counts: waiting and skipped from its deliveries, queued, sent and failed from the outbox. */
export async function countsOf(db: Executor, ids: readonly number[]): Promise<Map<number, NewsletterCounts>> {
  const counts = new Map<number, NewsletterCounts>();
  if (ids.length === 0) return counts;
  for (const id of ids) counts.set(id, { recipients: 0, ...EMPTY_COUNTS });
  const [deliveries, mails] = await Promise.all([
    db
      .selectFrom('newsletter_deliveries')
      .select(['newsletter_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('newsletter_id', 'in', ids)
      .groupBy(['newsletter_id', 'status'])
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['related_to', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('related_to', 'in', ids.map(newsletterMailTag))
      .groupBy(['related_to', 'status'])
      .execute(),
  ]);
  for (const row of deliveries) {
    const entry = counts.get(row.newsletter_id)!;
    entry.recipients += Number(row.n);
    if (row.status === 'waiting') entry.waiting += Number(row.n);
    if (row.status === 'skipped') entry.skipped += Number(row.n);
  }
  for (const row of mails) {
    const entry = counts.get(Number(String(row.related_to).split(':')[1]));
    if (!entry) continue;
    if (row.status === 'pending') entry.queued += Number(row.n);
    else if (row.status === 'sent') entry.sent += Number(row.n);
    else if (row.status === 'failed') entry.failed += Number(row.n);
  }
  return counts;
}

const withAuthor = (db: Executor) =>
  db
    .selectFrom('newsletters')
    .leftJoin('staff', 'staff.id', 'newsletters.created_by')
    .selectAll('newsletters')
    .select('staff.name as created_by_name');

type RowWithAuthor = NewsletterRow & { created_by_name: string | null };

const toNewsletter = (row: RowWithAuthor, counts: NewsletterCounts | undefined): Newsletter => ({
  id: row.id,
  subject: row.subject,
  body_html: row.body_html,
  translations: Object.fromEntries(
    Object.entries(parseVersions(row.translations)).map(([locale, version]) => [
      locale,
      { subject: version.subject, body_html: version.body_html },
    ]),
  ),
  topics: topicsOfNewsletter(row),
  rate_per_minute: row.rate_per_minute,
  status: row.status,
  created_by: row.created_by,
  created_by_name: row.created_by_name,
  created_at: row.created_at,
  updated_at: row.updated_at,
  started_at: row.started_at,
  finished_at: row.finished_at,
  counts: counts ?? { recipients: 0, ...EMPTY_COUNTS },
});

export async function newsletterWithCounts(db: Executor, id: number): Promise<Newsletter | undefined> {
  const row = await withAuthor(db).where('newsletters.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toNewsletter(row, (await countsOf(db, [id])).get(id));
}

/** The columns the newsletters list may sort by (the allow-list of NEWSLETTER_SORTS); ties go by id, the same way. */
const NEWSLETTER_ORDER = {
  date: sql<string>`newsletters.created_at`,
  // Without regard to case on either database.
  subject: sql<string>`lower(newsletters.subject)`,
} satisfies Record<(typeof NEWSLETTER_SORTS)[number], RawBuilder<unknown>>;

/** One page of newsletters in the order asked (newest first unless asked), each with its counts. */
export async function listNewsletters(
  db: Executor,
  filters: { page: number; perPage: number; status?: NewsletterStatus | undefined; sort: NewsletterSort },
) {
  const base = db
    .selectFrom('newsletters')
    .leftJoin('staff', 'staff.id', 'newsletters.created_by')
    .$if(filters.status !== undefined, (q) => q.where('newsletters.status', '=', filters.status!));
  const { key, direction } = sortOrder(filters.sort);
  const page = await paginate(base, {
    page: filters.page,
    perPage: filters.perPage,
    select: (q) =>
      q
        .selectAll('newsletters')
        .select('staff.name as created_by_name')
        .orderBy(NEWSLETTER_ORDER[key], direction)
        .orderBy('newsletters.id', direction),
    map: (row: RowWithAuthor) => row,
  });
  const counts = await countsOf(
    db,
    page.data.map((row) => row.id),
  );
  return { data: page.data.map((row) => toNewsletter(row, counts.get(row.id))), meta: page.meta };
}
