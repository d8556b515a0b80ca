import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';

/** What /metrics reads from the database: the queues a volunteer watches (docs/product/privacy-and-limits.md). */
export type OperationsFigures = {
  outboxPending: number;
  /** Seconds since the oldest pending mail was queued; 0 when none is. */
  outboxOldestPendingSeconds: number;
  newsletterDeliveriesPending: number;
  webhookEventsReceived: number;
  webhookEventsProcessed: number;
};

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * Four small queries, each on an index or a short list (pending mail, waiting deliveries). Called when /metrics is
 * scraped, never per request, and the caller keeps the answer a few seconds (metrics.ts).
 */
export async function readOperationsFigures(db: Db, now: Date): Promise<OperationsFigures> {
  const outbox = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<string | number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const deliveries = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll<string | number>().as('waiting'))
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  const webhooks = await db
    .selectFrom('gateway_events')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('received'),
      eb.fn.count<string | number>(sql`processed_at`).as('processed'),
    ])
    .executeTakeFirst();
  const oldest = outbox?.oldest ? Date.parse(String(outbox.oldest)) : Number.NaN;
  return {
    outboxPending: count(outbox?.pending),
    outboxOldestPendingSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    newsletterDeliveriesPending: count(deliveries?.waiting),
    webhookEventsReceived: count(webhooks?.received),
    webhookEventsProcessed: count(webhooks?.processed),
  };
}
