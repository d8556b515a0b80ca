import { CAMPAIGN_SLUG_PATTERN, type Locale } from '@charity/shared';

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * A campaign's figures in whole rupees with Indian grouping, "₹2,35,000": a goal is whole rupees, and a progress
 * bar reads better without the paise a single receipt needs. Rounded down, so a total is never overstated.
 */
export const formatCampaignRupees = (rupees: number): string => `₹${wholeRupees.format(Math.floor(rupees))}`;

/** The day of a gift on the wall (yyyy-mm-dd, India's date) as the page's language writes a date. */
export function formatWallDay(isoDay: string, locale: Locale): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The slug of a campaign address, or null when it cannot be one (the page then says "Campaign not found"). */
export const campaignSlugOf = (value: string | undefined): string | null =>
  value && value.length <= 60 && CAMPAIGN_SLUG_PATTERN.test(value) ? value : null;
