import {
  seedSettings,
  siteSettingsSchema,
  storedSiteSettingsSchema,
  type SiteSettings,
  type TrustId,
  type TrustSettingsDocument,
} from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';

/**
 * The trusts' details as admins last saved them (docs/product/console.md "Trust settings"). The first read of a database that
 * has none stores packages/shared/src/site.ts's values, so the console starts from what the site showed. Read from
 * the database every time (one primary-key row): a change shows on every instance at once, with no cache to share.
 */

export const SETTINGS_KEY = 'site';

export type StoredSettings = { settings: SiteSettings; updatedAt: string | null };

export async function readSettings(db: Executor): Promise<StoredSettings> {
  const row = await db
    .selectFrom('trust_settings')
    .select(['document', 'updated_at'])
    .where('key', '=', SETTINGS_KEY)
    .executeTakeFirst();
  // A document saved before a field existed reads with that field's default (storedSiteSettingsSchema).
  if (row)
    return { settings: storedSiteSettingsSchema.parse(JSON.parse(row.document)), updatedAt: row.updated_at };

  const seed = seedSettings();
  // Two instances reading at once both try; the second insert does nothing and both return the same seed.
  await db
    .insertInto('trust_settings')
    .values({ key: SETTINGS_KEY, document: JSON.stringify(seed), updated_by: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return { settings: seed, updatedAt: null };
}

export async function writeSettings(
  trx: Executor,
  settings: SiteSettings,
  staffId: string | null,
  now: Date,
): Promise<void> {
  const document = JSON.stringify(siteSettingsSchema.parse(settings));
  await trx
    .insertInto('trust_settings')
    .values({ key: SETTINGS_KEY, document, updated_at: now.toISOString(), updated_by: staffId })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ document, updated_at: now.toISOString(), updated_by: staffId }),
    )
    .execute();
}

export type SettingsReader = {
  get(): Promise<SiteSettings>;
  trust(id: TrustId): Promise<TrustSettingsDocument>;
};

/** What other features read: receipts, the e-hundi QR's VPA, mails. */
export function createSettingsReader(db: Executor): SettingsReader {
  return {
    get: async () => (await readSettings(db)).settings,
    trust: async (id) => (await readSettings(db)).settings.trusts[id],
  };
}
