import { z } from 'zod';
import { campaignCreateSchema, type CampaignCreateInput } from '@charity/shared';

/**
 * The campaign form's fields as the inputs hold them (strings for the trust, the goal and the optional ones; the
 * rich-text editor gives null once emptied), turned into the request and checked by the API's own schema
 * (`campaignCreateSchema`), so the form shows the server's messages on the same fields before anything is sent.
 */
export const campaignFormSchema = z
  .object({
    trust: z.string(),
    fund: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    story_html: z.string().nullable(),
    image: z.string().nullable(),
    image_small: z.string().nullable(),
    goal: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    published: z.boolean(),
    show_wall: z.boolean(),
  })
  .transform((form): CampaignCreateInput => ({
    ...form,
    trust: Number(form.trust),
    fund: form.fund === '' ? null : form.fund,
    story_html: form.story_html ?? '',
    image: form.image?.trim() || null,
    image_small: form.image_small?.trim() || null,
    // Whole rupees; Indian grouping ("1,00,000") is read too. Empty is no number, so the goal's message shows.
    goal: form.goal.trim() === '' ? Number.NaN : Number(form.goal.replaceAll(',', '').trim()),
    ends_on: form.ends_on === '' ? null : form.ends_on,
  }))
  .pipe(campaignCreateSchema);

export type CampaignFormValues = z.input<typeof campaignFormSchema>;

/** The fields whose server `errors.<field>` show under them. */
export const CAMPAIGN_FORM_FIELDS = [
  'trust',
  'fund',
  'slug',
  'title',
  'summary',
  'story_html',
  'image',
  'image_small',
  'goal',
  'starts_on',
  'ends_on',
  'published',
  'show_wall',
] as const satisfies readonly (keyof CampaignFormValues)[];
