import type { z } from 'zod';
import {
  CAMPAIGN_LIST_LIMIT,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_WALL_PER_PAGE,
  campaignCreateSchema,
  campaignDaysLeft,
  campaignPercent,
  defaultWallName,
  findFund,
  isoDateInIndia,
  paiseToRupees,
  rupeesToPaise,
  todayInIndia,
  type AdminCampaign,
  type Campaign,
  type CampaignCreate,
  type CampaignPatch,
  type CampaignSummary,
  type DedicationKind,
  type Page,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import type { Actor } from '#src/shared/actor.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { storedHtmlSanitizer, type HtmlSanitizer } from '#src/shared/stored-html.ts';
import {
  campaignHasGifts,
  campaignTotals,
  campaignWall,
  deleteCampaign,
  findCampaign,
  findCampaignBySlug,
  insertCampaign,
  listCampaignsForConsole,
  listPublicCampaigns,
  totalsOf,
  updateCampaign,
  type CampaignRow,
  type CampaignTotals,
  type CampaignValues,
} from './campaign-repository.ts';

export type CampaignServiceDeps = {
  db: Db;
  /** The clock: "today" is India's date of it (shared/india-dates.ts). */
  now?: () => Date;
  sanitizer?: () => Promise<HtmlSanitizer>;
};

export type CampaignService = ReturnType<typeof createCampaignService>;

const RESOURCE = 'campaigns';

/** The first message per top-level field, the shape the console's forms put under each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

const fieldsOf = (row: CampaignRow): CampaignCreate => ({
  trust: row.trust,
  fund: row.fund,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  story_html: row.story_html,
  image: row.image,
  image_small: row.image_small,
  goal: paiseToRupees(Number(row.goal_paise)),
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  published: row.published === 1,
  show_wall: row.show_wall === 1,
});

const progressOf = (row: CampaignRow, totals: CampaignTotals) => ({
  raised: paiseToRupees(totals.raisedPaise),
  donors: totals.donors,
  percent: campaignPercent(totals.raisedPaise, Number(row.goal_paise)),
});

const toAdmin = (row: CampaignRow, totals: CampaignTotals): AdminCampaign => ({
  id: row.id,
  ...fieldsOf(row),
  ...progressOf(row, totals),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

function toSummary(row: CampaignRow, totals: CampaignTotals, today: string): CampaignSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    image_small: row.image_small,
    trust: row.trust,
    fund: row.fund,
    goal: paiseToRupees(Number(row.goal_paise)),
    ...progressOf(row, totals),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    days_left: campaignDaysLeft(row.ends_on, today),
  };
}

/**
 * Campaigns (docs/product/giving.md "Campaigns, the donor wall and dedications"): the console's writes, each
 * audited in its own transaction, and the public reads with their figures.
 */
export function createCampaignService({
  db,
  now = () => new Date(),
  sanitizer = storedHtmlSanitizer,
}: CampaignServiceDeps) {
  const today = () => todayInIndia(now());

  /** The record as it will be stored: the schema's rules, the trust's fund and the story cleaned as shown. */
  async function checked(record: unknown): Promise<CampaignValues> {
    const parsed = campaignCreateSchema.safeParse(record);
    if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
    const campaign = parsed.data;
    const { settings } = await readSettings(db);
    const trust = settings.trusts[campaign.trust as 1 | 2];
    if (campaign.fund !== null && !findFund(trust, campaign.fund)) {
      throw invalidFields({ fund: CAMPAIGN_MESSAGES.fund });
    }
    const sanitize = await sanitizer();
    const { goal, published, show_wall, story_html, ...rest } = campaign;
    return {
      ...rest,
      story_html: sanitize(story_html).trim(),
      goal_paise: rupeesToPaise(goal),
      published: published ? 1 : 0,
      show_wall: show_wall ? 1 : 0,
    };
  }

  async function slugFree(slug: string, ownId?: number) {
    const holder = await findCampaignBySlug(db, slug);
    if (holder && holder.id !== ownId) throw invalidFields({ slug: CAMPAIGN_MESSAGES.slugTaken });
  }

  /** Whether a database error is the slug's unique constraint (two saves racing for one address). */
  const isUniqueViolation = (error: unknown) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE');

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidFields({ slug: CAMPAIGN_MESSAGES.slugTaken });
      throw error;
    }
  }

  async function stored(id: number): Promise<CampaignRow> {
    const row = await findCampaign(db, id);
    if (!row) throw new DomainError('not-found', CAMPAIGN_MESSAGES.notFound);
    return row;
  }

  async function withTotals(row: CampaignRow): Promise<AdminCampaign> {
    return toAdmin(row, totalsOf(await campaignTotals(db, [row.id]), row.id));
  }

  return {
    async list(page: number, perPage: number): Promise<Page<AdminCampaign>> {
      const rows = await listCampaignsForConsole(db, { page, perPage });
      const totals = await campaignTotals(
        db,
        rows.data.map((row) => row.id),
      );
      return { ...rows, data: rows.data.map((row) => toAdmin(row, totalsOf(totals, row.id))) };
    },

    async get(id: number): Promise<AdminCampaign> {
      return withTotals(await stored(id));
    },

    async create(input: unknown, actor: Actor): Promise<AdminCampaign> {
      const values = await checked(input);
      await slugFree(values.slug);
      const at = now();
      const row = await saving(() =>
        db.transaction().execute(async (trx) => {
          const created = await insertCampaign(trx, values, at.toISOString());
          await audit.record(
            trx,
            {
              ...actor,
              action: 'create',
              resource: RESOURCE,
              recordId: created.id,
              after: fieldsOf(created),
            },
            at,
          );
          return created;
        }),
      );
      return withTotals(row);
    },

    /**
     * A PATCH merged onto the stored record and held to the create rules. The slug is the campaign's shared
     * address: it may be corrected while the campaign is a draft without gifts, never after.
     */
    async update(id: number, patch: CampaignPatch, actor: Actor): Promise<AdminCampaign> {
      const before = await stored(id);
      const values = await checked({ ...fieldsOf(before), ...patch });
      if (values.slug !== before.slug) {
        if (before.published === 1 || (await campaignHasGifts(db, id))) {
          throw invalidFields({ slug: CAMPAIGN_MESSAGES.slugFixed });
        }
        await slugFree(values.slug, id);
      }
      const at = now();
      const row = await saving(() =>
        db.transaction().execute(async (trx) => {
          const updated = await updateCampaign(trx, id, values, at.toISOString());
          await audit.record(
            trx,
            {
              ...actor,
              action: 'update',
              resource: RESOURCE,
              recordId: id,
              before: fieldsOf(before),
              after: fieldsOf(updated),
            },
            at,
          );
          return updated;
        }),
      );
      return withTotals(row);
    },

    /** Deleting a campaign with gifts would take their campaign away: refused (409), unpublishing hides it. */
    async remove(id: number, actor: Actor): Promise<void> {
      const before = await stored(id);
      if (await campaignHasGifts(db, id)) {
        throw new DomainError('conflict', CAMPAIGN_MESSAGES.hasGifts);
      }
      const at = now();
      await db.transaction().execute(async (trx) => {
        await deleteCampaign(trx, id);
        await audit.record(
          trx,
          { ...actor, action: 'delete', resource: RESOURCE, recordId: id, before: fieldsOf(before) },
          at,
        );
      });
    },

    /** `GET /api/campaign/list`: published, started campaigns, those still taking gifts first. */
    async publicList(): Promise<CampaignSummary[]> {
      const day = today();
      const rows = await listPublicCampaigns(db, day, CAMPAIGN_LIST_LIMIT);
      const totals = await campaignTotals(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toSummary(row, totalsOf(totals, row.id), day));
    },

    /** `GET /api/campaign/{slug}`: undefined for no such slug, a draft, or a campaign not started yet. */
    async publicCampaign(slug: string, wallPage: number): Promise<Campaign | undefined> {
      const day = today();
      const row = await findCampaignBySlug(db, slug);
      if (!row || row.published !== 1 || row.starts_on > day) return undefined;
      const totals = totalsOf(await campaignTotals(db, [row.id]), row.id);
      const wall =
        row.show_wall === 1
          ? await campaignWall(db, row.id, { page: wallPage, perPage: CAMPAIGN_WALL_PER_PAGE })
          : null;
      return {
        ...toSummary(row, totals, day),
        story_html: row.story_html,
        wall: wall && {
          meta: wall.meta,
          data: wall.data.map((entry) => ({
            name: entry.wall_name ?? defaultWallName(entry.first_name, entry.last_name),
            dedication_kind: (entry.dedication_kind as DedicationKind | null) ?? null,
            dedication_name: entry.dedication_kind ? entry.dedication_name : null,
            given_on: entry.paid_at ? isoDateInIndia(entry.paid_at) : '',
          })),
        },
      };
    },
  };
}
