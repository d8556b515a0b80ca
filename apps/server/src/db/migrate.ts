import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { initial } from './migrations/0001-initial.ts';
import { subscriptionConfirmExpiry } from './migrations/0002-subscription-confirm-expiry.ts';
import { donationOrders } from './migrations/0003-donation-orders.ts';
import { siteState } from './migrations/0004-site-state.ts';
import { staff } from './migrations/0005-staff.ts';
import { inboxes } from './migrations/0006-inboxes.ts';
import { finance } from './migrations/0007-finance.ts';
import { contentPublishing } from './migrations/0008-content-publishing.ts';
import { refunds } from './migrations/0010-refunds.ts';
import { leaders } from './migrations/0011-leaders.ts';
import { newsletters } from './migrations/0013-newsletters.ts';
import { volunteerRetention } from './migrations/0014-volunteer-retention.ts';
import { listIndexesAndFullText } from './migrations/0015-list-indexes-and-full-text.ts';
import { givingFields } from './migrations/0016-giving-fields.ts';
import { monthlyGiving } from './migrations/0017-monthly-giving.ts';
import { staffSessionDevices } from './migrations/0019-staff-session-devices.ts';
import { contentScheduleRevisionsTrash } from './migrations/0023-content-schedule-revisions-trash.ts';
import { mediaLibrary } from './migrations/0024-media-library.ts';
import { pages } from './migrations/0025-pages.ts';
import { morePages } from './migrations/0026-more-pages.ts';
import { pageDrafts } from './migrations/0027-page-drafts.ts';
import { campaigns } from './migrations/0028-campaigns.ts';
import { form10be } from './migrations/0029-form-10be.ts';
import { yearEndStatements } from './migrations/0030-year-end-statements.ts';
import { donors } from './migrations/0031-donors.ts';
import { visitorLocale } from './migrations/0032-visitor-locale.ts';
import { contentTranslations } from './migrations/0033-content-translations.ts';
import { newsletterVersions } from './migrations/0035-newsletter-versions.ts';

/**
 * Migrations are listed here rather than read from a folder, so the bundled server carries them and the order is
 * visible in one place. Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-subscription-confirm-expiry': subscriptionConfirmExpiry,
  '0003-donation-orders': donationOrders,
  '0004-site-state': siteState,
  '0005-staff': staff,
  '0006-inboxes': inboxes,
  '0007-finance': finance,
  '0008-content-publishing': contentPublishing,
  '0010-refunds': refunds,
  '0011-leaders': leaders,
  '0013-newsletters': newsletters,
  '0014-volunteer-retention': volunteerRetention,
  '0015-list-indexes-and-full-text': listIndexesAndFullText,
  '0016-giving-fields': givingFields,
  '0017-monthly-giving': monthlyGiving,
  '0019-staff-session-devices': staffSessionDevices,
  '0023-content-schedule-revisions-trash': contentScheduleRevisionsTrash,
  '0024-media-library': mediaLibrary,
  '0025-pages': pages,
  '0026-more-pages': morePages,
  '0027-page-drafts': pageDrafts,
  '0028-campaigns': campaigns,
  '0029-form-10be': form10be,
  '0030-year-end-statements': yearEndStatements,
  '0031-donors': donors,
  '0032-visitor-locale': visitorLocale,
  '0033-content-translations': contentTranslations,
  '0035-newsletter-versions': newsletterVersions,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Brings the database up to the latest migration; throws with the failing migration's error. On PostgreSQL
 * with a non-default schema (tests give each file one), the migration bookkeeping tables must live in that
 * schema too: otherwise Kysely finds another schema's tables, takes them as its own, and never creates them here.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

/** Brings the database up to `name` and no further: tests of a migration start from the one before it. */
export async function migrateTo(db: Db, name: string, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}

/** The migrations this code has that the database has not run yet (`npm run doctor`); the next start runs them. */
export async function pendingMigrations(
  db: Db,
  schema?: string,
): Promise<{ applied: number; pending: string[] }> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const all = await migrator.getMigrations();
  return {
    applied: all.filter((m) => m.executedAt !== undefined).length,
    pending: all.filter((m) => m.executedAt === undefined).map((m) => m.name),
  };
}
