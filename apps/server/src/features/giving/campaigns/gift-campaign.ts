import { GIFT_CHOICE_MESSAGES } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';
import { invalidFields } from '#src/shared/domain-error.ts';
import { findCampaignBySlug } from './campaign-repository.ts';

/**
 * The campaign a gift names by its slug (docs/product/giving.md "Campaigns, the donor wall and dedications"): a
 * campaign of the gift's trust that takes gifts on `day` (India's date of the gift), whose fund the gift goes to.
 * Otherwise a 422 on `campaign`: an unknown or unpublished campaign, one not started, one past its end date, or
 * one of the other trust. No campaign: the gift keeps its own fund.
 *
 * `day` is today for the donation, monthly and e-hundi forms; an offline gift gives the day the money was
 * received, and may name an unpublished campaign (finance records what was given to an appeal whose page is down).
 */
export async function campaignForGift(
  db: Executor,
  gift: { campaign: string | null; trust: number; fund: string | null },
  day: string,
  { offline = false }: { offline?: boolean } = {},
): Promise<{ campaignId: number | null; fund: string | null }> {
  if (gift.campaign === null) return { campaignId: null, fund: gift.fund };
  const campaign = await findCampaignBySlug(db, gift.campaign);
  if (!campaign || (!offline && campaign.published !== 1)) {
    throw invalidFields({ campaign: GIFT_CHOICE_MESSAGES.campaign });
  }
  if (day < campaign.starts_on) throw invalidFields({ campaign: GIFT_CHOICE_MESSAGES.campaignClosed });
  if (campaign.ends_on !== null && day > campaign.ends_on) {
    throw invalidFields({ campaign: GIFT_CHOICE_MESSAGES.campaignEnded });
  }
  if (campaign.trust !== gift.trust) throw invalidFields({ campaign: GIFT_CHOICE_MESSAGES.campaignTrust });
  return { campaignId: campaign.id, fund: campaign.fund };
}
