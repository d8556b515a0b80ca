import { z } from 'zod';
import { listMetaSchema, pageParam } from './api.ts';
import { mediaUrl } from './admin-content.ts';
import { TRUST_IDS } from './constants.ts';
import { CAMPAIGN_SLUG_PATTERN, DEDICATION_KINDS } from './gift-choices.ts';

/**
 * Campaigns: an appeal with a goal, a story and a progress figure (docs/product/giving.md "Campaigns, the donor
 * wall and dedications", docs/decisions/0068-campaigns-count-donations.md). Editors write them
 * (`/api/admin/campaigns`), finance may read them; the public reads `/api/campaign/list` and `/api/campaign/{slug}`.
 */

export const CAMPAIGN_MESSAGES = {
  created: 'Saved.',
  updated: 'Saved.',
  deleted: 'Deleted.',
  slug: 'Please use lower-case letters, digits and single hyphens (e.g. temple-restoration-2026), 3 to 60 characters',
  slugTaken: 'Another campaign already uses this address; please choose another',
  slugReserved: 'This address is used by the site itself; please choose another',
  slugFixed:
    'The address of a campaign that has been published or has gifts cannot change: links to it are already shared',
  trust: 'Please choose a trust',
  fund: 'Please choose a fund of this trust from the list',
  goal: 'Please enter the goal in whole rupees, from ₹1 to ₹1,00,00,00,000',
  endBeforeStart: 'The end date cannot be before the start date',
  hasGifts: 'This campaign has gifts and cannot be deleted; unpublish it instead',
  notFound: 'There is no campaign with this id',
  publicNotFound: 'Campaign not found',
} as const;

/** The largest goal a campaign may have: ₹100 crore, far above any appeal these trusts run. */
export const MAX_CAMPAIGN_GOAL_RUPEES = 1_000_000_000;
export const ADMIN_CAMPAIGNS_PER_PAGE = 20;
/** Names on a campaign's wall per page, newest first. */
export const CAMPAIGN_WALL_PER_PAGE = 24;
/** The most campaigns `/api/campaign/list` answers (running ones first). */
export const CAMPAIGN_LIST_LIMIT = 100;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`);
const isoDate = z.iso.date('Please enter a date as YYYY-MM-DD');

/** Slugs the API's own paths take (`/api/campaign/list`): a campaign there could never be read. */
export const RESERVED_CAMPAIGN_SLUGS: readonly string[] = ['list'];

export const campaignSlugField = z
  .string({ error: CAMPAIGN_MESSAGES.slug })
  .trim()
  .min(3, CAMPAIGN_MESSAGES.slug)
  .max(60, CAMPAIGN_MESSAGES.slug)
  .regex(CAMPAIGN_SLUG_PATTERN, CAMPAIGN_MESSAGES.slug)
  .refine((slug) => !RESERVED_CAMPAIGN_SLUGS.includes(slug), CAMPAIGN_MESSAGES.slugReserved);

const trustField = z
  .number({ error: CAMPAIGN_MESSAGES.trust })
  .int(CAMPAIGN_MESSAGES.trust)
  .refine((t) => (TRUST_IDS as readonly number[]).includes(t), CAMPAIGN_MESSAGES.trust);

/** A key of the trust's funds (the server checks it is one), or null for the general fund. */
const fundKey = z
  .string({ error: CAMPAIGN_MESSAGES.fund })
  .trim()
  .max(40, CAMPAIGN_MESSAGES.fund)
  .regex(/^[a-z0-9-]+$/, CAMPAIGN_MESSAGES.fund)
  .nullable();
/** What a request may send for it: '' (the form's "General fund"), null and absent are null. */
const fundInput = z
  .string({ error: CAMPAIGN_MESSAGES.fund })
  .trim()
  .max(40, CAMPAIGN_MESSAGES.fund)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^[a-z0-9-]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.fund });
      return z.NEVER;
    }
    return value;
  });

const goalField = z
  .number({ error: CAMPAIGN_MESSAGES.goal })
  .int(CAMPAIGN_MESSAGES.goal)
  .min(1, CAMPAIGN_MESSAGES.goal)
  .max(MAX_CAMPAIGN_GOAL_RUPEES, CAMPAIGN_MESSAGES.goal);

/** The fields an editor writes, as stored (responses and PATCH bodies): no defaults, no cross-field rules. */
export const campaignFieldsSchema = z.object({
  trust: trustField,
  fund: fundKey,
  slug: campaignSlugField,
  title: text('title', 200),
  summary: text('summary', 500),
  /** Sanitised on save like an event's description. */
  story_html: z.string().max(50_000, 'The story is too long (at most 50,000 characters of HTML)'),
  image: mediaUrl.nullable(),
  image_small: mediaUrl.nullable(),
  /** Whole rupees. */
  goal: goalField,
  starts_on: isoDate,
  /** The last day gifts are taken for it; null: no end. */
  ends_on: isoDate.nullable(),
  published: z.boolean(),
  /** Whether the public page lists the donors who asked to be on the wall. */
  show_wall: z.boolean(),
});
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

function checkDates(value: { starts_on: string; ends_on: string | null }, ctx: z.RefinementCtx) {
  if (value.ends_on !== null && value.ends_on < value.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: CAMPAIGN_MESSAGES.endBeforeStart });
  }
}

/**
 * `POST /api/admin/campaigns`: the fields with their defaults (no fund, no pictures, no end, a draft without a
 * wall); the server parses a PATCH's merged record with it too, so a change is held to the same rules.
 */
export const campaignCreateSchema = campaignFieldsSchema
  .extend({
    fund: fundInput.default(null),
    story_html: campaignFieldsSchema.shape.story_html.default(''),
    image: mediaUrl.nullable().default(null),
    image_small: mediaUrl.nullable().default(null),
    ends_on: isoDate.nullable().default(null),
    published: z.boolean().default(false),
    show_wall: z.boolean().default(false),
  })
  .superRefine(checkDates);
export type CampaignCreate = z.output<typeof campaignCreateSchema>;
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;
export const campaignPatchSchema = campaignFieldsSchema.extend({ fund: fundInput }).partial();
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;

export const campaignIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const adminCampaignsQuerySchema = z.object({ page: pageParam });

/** The figures the progress bar shows: paid, not refunded gifts to the campaign, from every channel. */
const progress = {
  /** Rupees. */
  raised: z.number(),
  /** People who gave: gifts with the same e-mail count once. */
  donors: z.number().int(),
  /** Whole per cent of the goal raised, rounded down; above 100 when the goal is passed. */
  percent: z.number().int(),
};

/** What the console's list and form read: the stored fields, the figures and the record's times. */
export const adminCampaignSchema = campaignFieldsSchema.extend({
  id: z.number().int(),
  ...progress,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignListSchema = z.object({ data: z.array(adminCampaignSchema), meta: listMetaSchema });
export const adminCampaignResponseSchema = z.object({
  data: adminCampaignSchema,
  message: z.string().optional(),
});

/** One campaign on `/api/campaign/list`. */
export const campaignSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  image_small: z.string().nullable(),
  trust: z.number().int(),
  /** The fund's key; null: the trust's general fund. */
  fund: z.string().nullable(),
  /** Rupees. */
  goal: z.number(),
  ...progress,
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  /** Days gifts are still taken, today (in India) included: 0 once it has ended, null without an end. */
  days_left: z.number().int().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** A name on a campaign's wall: never an amount (docs/product/giving.md "Campaigns, the donor wall and dedications"). */
export const campaignWallEntrySchema = z.object({
  name: z.string(),
  dedication_kind: z.enum(DEDICATION_KINDS).nullable(),
  dedication_name: z.string().nullable(),
  /** The day of the gift in India, yyyy-mm-dd. */
  given_on: z.string(),
});
export type CampaignWallEntry = z.infer<typeof campaignWallEntrySchema>;

/** `GET /api/campaign/{slug}?wall_page=`; `wall` is null when the campaign does not show one. */
export const campaignSchema = campaignSummarySchema.extend({
  story_html: z.string(),
  wall: z.object({ data: z.array(campaignWallEntrySchema), meta: listMetaSchema }).nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignParamsSchema = z.object({ slug: z.string().max(60) });
export const campaignQuerySchema = z.object({ wall_page: pageParam });

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/**
 * Days a campaign still takes gifts, `today` (India's date, todayInIndia) included: the last day answers 1, the
 * day after it 0, no end null.
 */
export function campaignDaysLeft(endsOn: string | null, today: string): number | null {
  if (endsOn === null) return null;
  return Math.max(0, dayNumber(endsOn) - dayNumber(today) + 1);
}

/** Whether gifts to the campaign are taken on `today`: published, started and not past its end date. */
export function campaignOpen(
  campaign: { published: boolean; starts_on: string; ends_on: string | null },
  today: string,
): boolean {
  return (
    campaign.published &&
    campaign.starts_on <= today &&
    (campaign.ends_on === null || today <= campaign.ends_on)
  );
}

/** Whole per cent of the goal raised, rounded down by integer arithmetic on paise. */
export const campaignPercent = (raisedPaise: number, goalPaise: number): number =>
  goalPaise <= 0 ? 0 : Math.floor((raisedPaise * 100) / goalPaise);

/** The name a wall shows for a gift: the donor's chosen one, else first name and last initial ("Meena I."). */
export function defaultWallName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

export const WALL_MESSAGES = {
  hidden: 'Hidden from the wall.',
  shown: 'Shown on the wall again.',
  notOnWall: 'This gift is not on a campaign’s wall: its donor did not ask to be listed',
  notFound: 'This donation was not found.',
} as const;

/** `POST /api/admin/donations/{id}/wall` (finance; audited): hide a gift's entry from its campaign's wall, or undo it. */
export const wallVisibilityRequestSchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
export const wallVisibilitySchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
});
export type WallVisibility = z.infer<typeof wallVisibilitySchema>;
export const wallVisibilityResponseSchema = z.object({ data: wallVisibilitySchema, message: z.string() });
