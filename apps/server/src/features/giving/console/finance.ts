import type { Db } from '#src/db/database.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { startOfIndianDay } from '@charity/shared';

/**
 * The console's finance area (docs/product/giving.md): donations with their history, e-hundi reconciliation and
 * offline gifts. Every paid donation, however it came, takes its receipt through issueReceipt (mark-paid.ts):
 * the same series, the same PDF and the same mail. What its three services share (donations-service.ts,
 * ehundi-entries-service.ts, offline-service.ts) lives here.
 */

export type FinanceDeps = { db: Db; cipher: FieldCipher; now?: () => Date };
/**
 * The moment a gift received on `day` (India) is recorded as paid: midday in India that day, so its receipt
 * is dated that day and it falls in that day's financial year; never later than now (a gift received this
 * morning).
 */
export function paidAtFor(day: string, now: Date): string {
  const midday = new Date(new Date(startOfIndianDay(day)).getTime() + 12 * 3600_000);
  return (midday < now ? midday : now).toISOString();
}
