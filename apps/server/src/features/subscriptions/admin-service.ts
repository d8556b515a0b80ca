import type { SubscriberListQuery } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { csvAttachment, spreadsheetCsv, type CsvCell } from '#src/shared/spreadsheet-csv.ts';
import { confirmedSubscribers, listSubscribers, topicsOf } from './repository.ts';
import type { Actor } from '#src/shared/actor.ts';

type ConfirmedSubscriber = Awaited<ReturnType<typeof confirmedSubscribers>>[number];

/** The export's columns; topics as one cell, separated by semicolons. */
const EXPORT_COLUMNS: ReadonlyArray<{ header: string; value: (row: ConfirmedSubscriber) => CsvCell }> = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
  { header: 'phone', value: (r) => r.phone },
  { header: 'topics', value: (r) => topicsOf(r).join(';') },
  { header: 'subscribed_at', value: (r) => r.created_at },
  { header: 'confirmed_at', value: (r) => r.confirmed_at },
];

/** Subscribers in the console (docs/product/console.md "Inboxes"): the list with counts, and the audited export. */
export function createSubscriberInbox(db: Db, now: () => Date = () => new Date()) {
  return {
    list: (query: SubscriberListQuery) =>
      listSubscribers(db, {
        page: query.page,
        perPage: query.per_page,
        status: query.status,
        topic: query.topic,
        q: query.q,
      }),

    /** Confirmed subscribers only (never pending or unsubscribed addresses) as spreadsheet-safe CSV; audited. */
    async exportConfirmed(actor: Actor): Promise<{ csv: string; disposition: string }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const rows = await confirmedSubscribers(trx);
        await audit.record(
          trx,
          {
            ...actor,
            action: 'export',
            resource: 'subscriptions',
            after: { status: 'confirmed', rows: rows.length, columns: EXPORT_COLUMNS.map((c) => c.header) },
          },
          at,
        );
        return { csv: spreadsheetCsv(EXPORT_COLUMNS, rows), disposition: csvAttachment('subscribers', at) };
      });
    },
  };
}
