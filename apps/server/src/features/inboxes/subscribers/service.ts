import type { SubscriberListQuery } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { exportCsv, listFilters, type InboxExport } from '../inbox.ts';
import { confirmedSubscribers, listSubscribers, topicsOf } from './repository.ts';
import type { Actor } from '#src/shared/actor.ts';

type ConfirmedSubscriber = Awaited<ReturnType<typeof confirmedSubscribers>>[number];

/**
 * The export: confirmed subscribers only (never pending or unsubscribed addresses); topics as one cell, separated
 * by semicolons.
 */
const EXPORT: InboxExport<ConfirmedSubscriber> = {
  resource: 'subscriptions',
  status: 'confirmed',
  file: 'subscribers',
  columns: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'email', value: (r) => r.email },
    { header: 'phone', value: (r) => r.phone },
    { header: 'topics', value: (r) => topicsOf(r).join(';') },
    { header: 'subscribed_at', value: (r) => r.created_at },
    { header: 'confirmed_at', value: (r) => r.confirmed_at },
  ],
  rows: confirmedSubscribers,
};

/** Subscribers in the console (docs/product/console.md "Inboxes"): the list with counts, and the audited export. */
export function createSubscriberInbox(db: Db, now: () => Date = () => new Date()) {
  return {
    list: (query: SubscriberListQuery) => listSubscribers(db, listFilters(query)),

    /** Confirmed subscribers as spreadsheet-safe CSV, and its file name; audited. */
    exportConfirmed: (actor: Actor): Promise<{ csv: string; disposition: string }> =>
      exportCsv(db, EXPORT, actor, now()),
  };
}
