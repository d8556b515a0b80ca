import { z } from 'zod';
import { checkboxField } from './forms.ts';
import { isSafeName, NAME_CHARACTERS_MESSAGE } from './names.ts';

/**
 * What a donor may choose about a gift besides its amount and fund (docs/product/giving.md "Campaigns, the donor
 * wall and dedications"): the campaign it is for, whether their name goes on the campaign's wall and under which
 * name, and a dedication "in memory of" or "in honour of" someone. The donation, monthly and e-hundi forms take
 * them, and the offline gift takes the campaign and the dedication. Apart from campaigns.ts so a gift form does not
 * load the console's campaign schemas.
 */

/** A campaign's address: lower-case words joined by single hyphens (`/campaigns/temple-restoration-2026`). */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const DEDICATION_KINDS = ['memory', 'honour'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];
/** How a receipt and the wall introduce a dedication. */
export const DEDICATION_LABELS: Record<DedicationKind, string> = {
  memory: 'In memory of',
  honour: 'In honour of',
};

/** A dedication's name at its longest: what the receipt's closing line holds and keeps the receipt one page. */
export const MAX_DEDICATION_NAME = 60;

export const GIFT_CHOICE_MESSAGES = {
  campaign: 'Please choose a campaign from the list',
  campaignClosed: 'This campaign is not taking gifts; please give to another campaign or to the fund',
  campaignEnded: 'This campaign has ended and takes no more gifts',
  campaignTrust: 'This campaign’s gifts go to the other trust; please choose that trust',
  wallName: 'The name for the wall must be at most 60 characters',
  dedicationKind: 'Please choose "In memory of" or "In honour of"',
  dedicationName: 'Please enter the name of the person the gift is dedicated to',
  dedicationNameLength: `The name must be at most ${MAX_DEDICATION_NAME} characters`,
} as const;

/**
 * A name a donor types (for the wall, for a dedication): no control or text-direction characters. Empty, null and
 * absent are null; inner runs of spaces become one.
 */
const optionalName = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(isSafeName, NAME_CHARACTERS_MESSAGE)
    .nullish()
    .transform((value) => (value ? value.replace(/\s+/g, ' ') : null));

/** The campaign's slug; absent or empty: no campaign. Which campaigns take gifts is the server's to check. */
export const campaignChoiceField = z
  .string({ error: GIFT_CHOICE_MESSAGES.campaign })
  .trim()
  .max(60, GIFT_CHOICE_MESSAGES.campaign)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!CAMPAIGN_SLUG_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: GIFT_CHOICE_MESSAGES.campaign });
      return z.NEVER;
    }
    return value;
  });

export const dedicationFields = {
  dedication_kind: z
    .union([z.enum(DEDICATION_KINDS), z.literal('')], { error: GIFT_CHOICE_MESSAGES.dedicationKind })
    .nullish()
    .transform((value): DedicationKind | null => value || null),
  dedication_name: optionalName(MAX_DEDICATION_NAME, GIFT_CHOICE_MESSAGES.dedicationNameLength),
};

/** The fields the donation, monthly and e-hundi forms add (each optional; the wall is off unless ticked). */
export const giftChoiceFields = {
  campaign: campaignChoiceField,
  /** "List my name on the campaign's wall": nobody is listed without asking. */
  wall: checkboxField,
  /** The name the wall shows; empty: first name and last initial. "Anonymous" is a name like any other. */
  wall_name: optionalName(60, GIFT_CHOICE_MESSAGES.wallName),
  ...dedicationFields,
};

type Dedication = { dedication_kind: DedicationKind | null; dedication_name: string | null };

/** A dedication is a kind and a name together: either alone is a 422 on the missing one. */
export function dedicationErrors(form: Dedication): Partial<Record<keyof Dedication, string>> {
  if (form.dedication_kind !== null && form.dedication_name === null) {
    return { dedication_name: GIFT_CHOICE_MESSAGES.dedicationName };
  }
  if (form.dedication_kind === null && form.dedication_name !== null) {
    return { dedication_kind: GIFT_CHOICE_MESSAGES.dedicationKind };
  }
  return {};
}

/** Adds dedicationErrors to a schema's issues, on their fields. */
export function checkDedication(form: Dedication, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(dedicationErrors(form))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/** "In memory of Smt. Saraswati": the line a receipt prints; null without a dedication. */
export function dedicationLine(kind: string | null, name: string | null): string | null {
  if (!name || (kind !== 'memory' && kind !== 'honour')) return null;
  return `${DEDICATION_LABELS[kind]} ${name}`;
}
