import { sql, type Selectable } from 'kysely';
import { DONATION_STATUS, type Page } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Executor } from '#src/db/executor.ts';
import type { CampaignsTable } from '#src/db/schema.ts';
import { paginate } from '#src/shared/pagination.ts';

/** The SQL of campaigns: their rows, what each has raised, and the names on their walls. */

export type CampaignRow = Selectable<CampaignsTable>;
export type CampaignTotals = { raisedPaise: number; donors: number };
export type WallRow = {
  first_name: string;
  last_name: string;
  wall_name: string | null;
  dedication_kind: string | null;
  dedication_name: string | null;
  paid_at: string | null;
};

const NO_GIFTS: CampaignTotals = { raisedPaise: 0, donors: 0 };

/**
 * What each campaign has raised: its paid gifts that were not refunded, whatever the channel (an online gift, a
 * monthly charge, a reconciled e-hundi entry and an offline gift are all donation rows carrying the campaign).
 * Donors are counted by e-mail, so a monthly donor counts once; a gift without an e-mail (some offline gifts)
 * counts as its own donor.
 */
export async function campaignTotals(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, CampaignTotals>> {
  const totals = new Map<number, CampaignTotals>();
  if (ids.length === 0) return totals;
  const rows = await db
    .selectFrom('donations')
    .select([
      'campaign_id',
      sql<number | string>`coalesce(sum(amount_paise), 0)`.as('raised'),
      sql<number | string>`count(distinct case when email <> '' then lower(email) else reference end)`.as(
        'donors',
      ),
    ])
    .where('campaign_id', 'in', [...ids])
    .where('status', '=', DONATION_STATUS.paid)
    .where('refunded_at', 'is', null)
    .groupBy('campaign_id')
    .execute();
  for (const row of rows) {
    if (row.campaign_id !== null) {
      totals.set(row.campaign_id, { raisedPaise: Number(row.raised), donors: Number(row.donors) });
    }
  }
  return totals;
}

export const totalsOf = (totals: Map<number, CampaignTotals>, id: number): CampaignTotals =>
  totals.get(id) ?? NO_GIFTS;

export async function listCampaignsForConsole(
  db: Db,
  { page, perPage }: { page: number; perPage: number },
): Promise<Page<CampaignRow>> {
  return paginate(db.selectFrom('campaigns'), {
    page,
    perPage,
    select: (query) => query.selectAll().orderBy('starts_on', 'desc').orderBy('id', 'desc'),
    map: (row) => row,
  });
}

export const findCampaign = (db: Executor, id: number) =>
  db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();

export const findCampaignBySlug = (db: Executor, slug: string) =>
  db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirst();

/** Whether any donation, monthly gift or e-hundi entry names the campaign (then it may not be deleted). */
export async function campaignHasGifts(db: Executor, id: number): Promise<boolean> {
  const tables = ['donations', 'donation_subscriptions', 'ehundi_entries'] as const;
  for (const table of tables) {
    const found = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .where('campaign_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (found) return true;
  }
  return false;
}

/**
 * The campaigns the public sees on `today` (India's date): published and started; those still taking gifts
 * first, then the ended ones; the newest start first within each.
 */
export function listPublicCampaigns(db: Db, today: string, limit: number): Promise<CampaignRow[]> {
  return db
    .selectFrom('campaigns')
    .selectAll()
    .where('published', '=', 1)
    .where('starts_on', '<=', today)
    .orderBy(sql`case when ends_on is not null and ends_on < ${today} then 1 else 0 end`)
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A campaign's wall, newest gift first: paid, not refunded gifts whose donors asked to be listed and that finance
 * has not hidden. Amounts are not read.
 */
export function campaignWall(
  db: Db,
  campaignId: number,
  { page, perPage }: { page: number; perPage: number },
): Promise<Page<WallRow>> {
  const base = db
    .selectFrom('donations')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', DONATION_STATUS.paid)
    .where('refunded_at', 'is', null)
    .where('wall', '=', 1)
    .where('wall_hidden_at', 'is', null);
  return paginate<'donations', WallRow, WallRow>(base, {
    page,
    perPage,
    select: (query) =>
      query
        .select(['first_name', 'last_name', 'wall_name', 'dedication_kind', 'dedication_name', 'paid_at'])
        .orderBy('paid_at', 'desc')
        .orderBy('id', 'desc'),
    map: (row) => row,
  });
}

export type CampaignValues = Omit<CampaignRow, 'id' | 'created_at' | 'updated_at'>;

export async function insertCampaign(
  trx: Executor,
  values: CampaignValues,
  now: string,
): Promise<CampaignRow> {
  return trx
    .insertInto('campaigns')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCampaign(
  trx: Executor,
  id: number,
  values: CampaignValues,
  now: string,
): Promise<CampaignRow> {
  return trx
    .updateTable('campaigns')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteCampaign(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('campaigns').where('id', '=', id).execute();
}
