import {
  TRUST_IDS,
  mergeSettings,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsPatch,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { invalidFields } from '#src/shared/domain-error.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings, writeSettings } from '#src/services/settings/settings.ts';
import type { Storage } from '#src/services/storage/storage.ts';
import type { Actor } from '#src/shared/actor.ts';

export type SettingsServiceDeps = {
  db: Db;
  /**
   * Where the receipt's logo and signature are stored: a saved setting may only name an uploaded image. The
   * routes pass it; without it no new image can be named.
   */
  images?: Pick<Storage, 'exists'>;
  /** The clock; tests move it. */
  now?: () => Date;
};

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The receipt images a settings change names that were never uploaded (a key typed by hand, or one whose upload
 * was lost): the receipt could not print them, so the change is refused on that field. Unchanged keys are not
 * checked again.
 */
async function missingImages(
  images: Pick<Storage, 'exists'> | undefined,
  before: SiteSettings,
  after: SiteSettings,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const id of TRUST_IDS) {
    for (const field of ['logo_image', 'signature_image'] as const) {
      const key = after.trusts[id][field];
      if (key && key !== before.trusts[id][field] && !(await images?.exists(key))) {
        fields[`trusts.${id}.${field}`] = 'Please upload the image again';
      }
    }
  }
  return fields;
}

/** The trusts' settings as admins read and change them (docs/product/console.md "Trust settings"). */
export function createSettingsService({ db, images, now = () => new Date() }: SettingsServiceDeps) {
  return {
    settings: () => readSettings(db),

    /** Merges the patch, checks the whole result, and stores it with its audit entry. */
    async updateSettings(patch: SiteSettingsPatch, actor: Actor) {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const { settings: before } = await readSettings(trx);
        const parsed = siteSettingsSchema.safeParse(mergeSettings(before, patch));
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
          throw invalidFields(fields);
        }
        const missing = await missingImages(images, before, parsed.data);
        if (Object.keys(missing).length > 0) throw invalidFields(missing);
        await writeSettings(trx, parsed.data, actor.staffId, at);
        await audit.record(
          trx,
          { ...actor, action: 'update', resource: 'settings', recordId: 'site', before, after: parsed.data },
          at,
        );
        return { settings: parsed.data, updatedAt: at.toISOString() };
      });
    },
  };
}
