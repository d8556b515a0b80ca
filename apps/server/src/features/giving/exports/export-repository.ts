import type { Kysely } from 'kysely';
import { financialYearBounds } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import type { DonationRecord } from '../repository.ts';

/** The exports' reads (docs/product/giving.md): receipted donations of one trust in one financial year. */

export type ExportFilter = { trust: number; fy: string };

/** Rows read per query: enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every donation that was given a receipt (paid, or paid and later cancelled by a refund) in the trust's year,
 * oldest first, one page at a time. Pages follow the last row's (paid_at, id) rather than an offset, so each
 * query starts where the last ended (the paid_at index) and a million rows cost what a thousand do per page.
 */
export async function* receiptedDonationPages(
  db: Kysely<Database>,
  filter: ExportFilter,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<DonationRecord[]> {
  const { start, end } = financialYearBounds(filter.fy);
  let after: { paidAt: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('donations')
      .selectAll()
      .where('trust', '=', filter.trust)
      .where('receipt_number', 'is not', null)
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end);
    if (after !== null) {
      const { paidAt, id } = after;
      query = query.where((eb) => eb(eb.refTuple('paid_at', 'id'), '>', eb.tuple(paidAt, id)));
    }
    const page = await query.orderBy('paid_at').orderBy('id').limit(pageSize).execute();
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < pageSize || !last?.paid_at) return;
    after = { paidAt: last.paid_at, id: last.id };
  }
}

/** Every campaign's title by its id, for the export's Campaign column. */
export async function campaignTitles(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('campaigns').select(['id', 'title']).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
