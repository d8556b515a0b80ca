import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TrustId } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { campaignQueryOptions } from '#src/features/campaigns/api/get-campaign.ts';
import { CampaignDetailView } from '#src/features/campaigns/components/campaign-detail-view.tsx';
import { CampaignNotFound } from '#src/features/campaigns/components/campaign-not-found.tsx';
import { campaignSlugOf } from '#src/features/campaigns/utils/campaign-format.ts';
import { DonationForm } from '#src/features/giving/components/donation-form.tsx';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { useNotFoundPage } from '#src/hooks/use-not-found-page.ts';
import { parsePageParam } from '#src/hooks/use-page-query.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * `/campaigns/{slug}` (docs/product/giving.md "Campaigns, the donor wall and dedications"). Its Open Graph tags and
 * JSON-LD are the server's (features/seo/link-preview.ts), for chat apps that run no script.
 */
export function Component() {
  const t = useT();
  const slug = campaignSlugOf(useParams().slug);
  const [searchParams] = useSearchParams();
  const wallPage = parsePageParam(searchParams.get('wall_page'));
  const { data: campaign } = useQuery({
    ...campaignQueryOptions(slug ?? '', wallPage),
    enabled: slug !== null,
    // The next wall page keeps the campaign on screen while it loads.
    placeholderData: (previous) => previous,
  });
  // A slug that cannot be one is "not found" at once; an unknown one once the API says so.
  const notFound = slug === null || campaign === null;
  // After the hero's own call (a child's effect runs first), so the tab shows the campaign's title.
  useDocumentMeta(
    notFound ? t(m['campaigns.notFoundTitle']) : (campaign?.title ?? t(m['campaigns.title'])),
    notFound ? t(m['campaigns.notFoundText']) : campaign?.summary,
  );
  useNotFoundPage(notFound);

  if (notFound) return <CampaignNotFound />;
  return (
    <>
      <PageHero
        title={campaign?.title ?? t(m['campaigns.title'])}
        eyebrow={t(m['campaigns.title'])}
        description={campaign?.summary}
      />
      {campaign ? (
        <CampaignDetailView
          campaign={campaign}
          wallPage={wallPage}
          giveForm={(headingId) => (
            <>
              <TestModeNotice className="mb-6" />
              {/* The donation page's own form, preset to the campaign and its trust. */}
              <DonationForm
                headingId={headingId}
                campaign={{ slug: campaign.slug, trust: campaign.trust as TrustId, title: campaign.title }}
              />
            </>
          )}
        />
      ) : null}
    </>
  );
}
