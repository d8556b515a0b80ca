import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { paths } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';
import { campaignsQuery } from '#src/features/campaigns/api/get-campaigns.ts';
import { CampaignProgress } from '#src/features/campaigns/components/campaign-progress.tsx';

/** At most this many appeals beside the donation form; the rest are a click away on /campaigns. */
const SHOWN = 3;

/**
 * The donation page's "Current appeals" (docs/product/giving.md "Campaigns, the donor wall and dedications"): the
 * campaigns still taking gifts, each with its progress and a link to its page, where the form gives to it. Nothing
 * at all when none is running (or the list could not be read): the donation form is the page's point.
 */
export function CurrentAppeals({ headingId, className = '' }: { headingId: string; className?: string }) {
  const t = useT();
  const { data } = useQuery(campaignsQuery());
  const live = (data ?? []).filter((campaign) => campaign.days_left !== 0);
  if (live.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {t(m['campaigns.currentAppeals'])}
      </h2>
      <p className="mt-2 text-muted">{t(m['campaigns.currentAppealsIntro'])}</p>
      <ul className="mt-5 flex flex-col gap-5">
        {live.slice(0, SHOWN).map((campaign) => (
          <li key={campaign.slug} className="border-t border-line pt-5 first:border-t-0 first:pt-0">
            <h3 className="text-lg font-semibold">
              <Link
                to={paths.campaign(campaign.slug)}
                className="text-maroon underline-offset-4 hover:text-primary-strong hover:underline"
              >
                {campaign.title}
              </Link>
            </h3>
            <div className="mt-2">
              <CampaignProgress campaign={campaign} compact />
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.campaigns} className="btn btn-outline btn-sm mt-5">
        {t(m['campaigns.allCampaigns'])}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
