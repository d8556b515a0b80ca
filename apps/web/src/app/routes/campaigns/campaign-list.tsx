import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { campaignsQuery } from '#src/features/campaigns/api/get-campaigns.ts';
import { CampaignCard } from '#src/features/campaigns/components/campaign-card.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * `/campaigns` (docs/product/giving.md "Campaigns, the donor wall and dedications"): the appeals still taking gifts,
 * then the ended ones with their results, as the API orders them.
 */
export function Component() {
  const t = useT();
  const { data, isError } = useQuery(campaignsQuery());
  const liveHeadingId = useId();
  const endedHeadingId = useId();
  const live = (data ?? []).filter((campaign) => campaign.days_left !== 0);
  const ended = (data ?? []).filter((campaign) => campaign.days_left === 0);
  return (
    <>
      <PageHero title={t(m['campaigns.title'])} description={t(m['campaigns.description'])} />
      <div className="container-page flex flex-col gap-14 py-12 sm:py-16">
        {isError && !data ? (
          <EmptyState title={t(m['campaigns.title'])} message={t(m['campaigns.loadError'])} />
        ) : data && data.length === 0 ? (
          <EmptyState
            title={t(m['campaigns.emptyTitle'])}
            message={t(m['campaigns.emptyMessage'])}
            action={
              <Link to={paths.donation} className="btn btn-primary">
                {t(m['campaigns.giveToSeva'])}
              </Link>
            }
          />
        ) : null}
        {live.length > 0 ? (
          <section aria-labelledby={liveHeadingId}>
            <h2 id={liveHeadingId} className="text-2xl font-semibold sm:text-3xl">
              {t(m['campaigns.liveHeading'])}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {live.map((campaign, index) => (
                <li key={campaign.slug}>
                  <CampaignCard campaign={campaign} priority={index === 0} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {ended.length > 0 ? (
          <section aria-labelledby={endedHeadingId}>
            <h2 id={endedHeadingId} className="text-2xl font-semibold sm:text-3xl">
              {t(m['campaigns.endedHeading'])}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {ended.map((campaign) => (
                <li key={campaign.slug}>
                  <CampaignCard campaign={campaign} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
