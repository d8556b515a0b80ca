import type { SiteStateKey } from './schema.ts';
import type { Executor } from './executor.ts';

/** One fact about the installation (table site_state), or undefined when it was never recorded. */
export async function readSiteState(db: Executor, key: SiteStateKey): Promise<string | undefined> {
  const row = await db.selectFrom('site_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Records a fact, replacing an earlier value. */
export async function writeSiteState(db: Executor, key: SiteStateKey, value: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('site_state')
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

/** Forgets a fact, so whatever it guards runs again. */
export async function clearSiteState(db: Executor, key: SiteStateKey): Promise<void> {
  await db.deleteFrom('site_state').where('key', '=', key).execute();
}
