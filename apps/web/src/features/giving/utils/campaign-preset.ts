import type { DonationFormInput, TrustId } from '@charity/shared';

/**
 * The campaign a giving form is preset to, on the campaign's page (docs/product/giving.md "Campaigns, the donor
 * wall and dedications"): its slug goes with the gift, and the trust is the campaign's, so the form asks for
 * neither the trust nor the fund (the server puts the gift in the campaign's fund).
 */
export type CampaignPreset = { slug: string; trust: TrustId; title: string };

/** The form's defaults with the campaign and its trust; every reset after a gift comes back to them. */
export const withCampaign = (defaults: DonationFormInput, campaign?: CampaignPreset): DonationFormInput =>
  campaign ? { ...defaults, campaign: campaign.slug, trust: String(campaign.trust) } : defaults;
