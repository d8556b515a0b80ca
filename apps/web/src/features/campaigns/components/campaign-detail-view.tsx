import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Heart } from 'lucide-react';
import { paths, type Campaign, type TrustId } from '@charity/shared';
import { coverImageProps } from '#src/features/campaigns/utils/campaign-cover.ts';
import { useT } from '#src/lib/i18n.ts';
import { useSite } from '#src/lib/site.ts';
import { m } from '#src/paraglide/messages.js';
import { CampaignProgress } from '#src/features/campaigns/components/campaign-progress.tsx';
import { CampaignStory } from '#src/features/campaigns/components/campaign-story.tsx';
import { CampaignWall } from '#src/features/campaigns/components/campaign-wall.tsx';
import { ShareLinks } from '#src/features/campaigns/components/share-links.tsx';
import { formatCampaignRupees } from '#src/features/campaigns/utils/campaign-format.ts';

/** The cover's column, as the event page's picture (features/events/components/event-detail-view.tsx). */
const COVER_SIZES =
  '(min-width: 1280px) 616px, (min-width: 1024px) calc(52.4vw - 2.9rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/**
 * One campaign's page (docs/product/giving.md "Campaigns, the donor wall and dedications"): the cover, the progress
 * with the days left and the share links; the story beside the giving form preset to the campaign (one-off or
 * monthly, the donation page's own form, which the route passes in: features do not import each other); then the
 * wall, when the campaign shows one. An ended campaign shows its result where the form was, and takes no gifts.
 */
export function CampaignDetailView({
  campaign,
  wallPage,
  giveForm,
}: {
  campaign: Campaign;
  wallPage: number;
  /** The giving form, given the id of the heading that names it; never asked for once the campaign has ended. */
  giveForm: (headingId: string) => ReactNode;
}) {
  const t = useT();
  const site = useSite();
  const ended = campaign.days_left === 0;
  const trust = site.trusts[campaign.trust as TrustId] as (typeof site.trusts)[TrustId] | undefined;
  const progressHeadingId = useId();
  const shareHeadingId = useId();
  const giveHeadingId = useId();
  const storyHeadingId = useId();
  const wallHeadingId = useId();
  return (
    <>
      <section className="container-page py-12 sm:py-16">
        <div className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
          {campaign.image ? (
            <img
              {...coverImageProps({ ...campaign, image: campaign.image }, COVER_SIZES)}
              alt=""
              // The page's largest paint.
              fetchPriority="high"
              width={1200}
              height={900}
              className="aspect-[4/3] w-full rounded-3xl bg-sand object-cover shadow-card"
            />
          ) : null}
          <div className="flex flex-col gap-6">
            <section
              aria-labelledby={progressHeadingId}
              className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
            >
              <h2 id={progressHeadingId} className="eyebrow">
                {t(m['campaigns.progressLabel'])}
              </h2>
              <div className="mt-4">
                <CampaignProgress campaign={campaign} />
              </div>
              {ended ? null : (
                <a href={`#${giveHeadingId}`} className="btn btn-primary mt-6">
                  <Heart aria-hidden="true" className="size-4" />
                  {t(m['campaigns.giveHeading'])}
                </a>
              )}
            </section>
            <ShareLinks
              path={paths.campaign(campaign.slug)}
              title={campaign.title}
              headingId={shareHeadingId}
            />
          </div>
        </div>
      </section>

      <div className="bg-sand/60 py-12 sm:py-16">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
          <section aria-labelledby={storyHeadingId}>
            <h2 id={storyHeadingId} className="text-2xl font-semibold sm:text-3xl">
              {t(m['campaigns.storyHeading'])}
            </h2>
            <p className="mt-4 text-lg text-ink">{campaign.summary}</p>
            {campaign.story_html ? (
              <div className="mt-6">
                <CampaignStory html={campaign.story_html} />
              </div>
            ) : null}
          </section>
          <section
            aria-labelledby={giveHeadingId}
            className="scroll-mt-28 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
          >
            {ended ? (
              <>
                <h2 id={giveHeadingId} className="flex items-center gap-2 text-2xl font-semibold">
                  <CalendarClock aria-hidden="true" className="size-6 text-primary" />
                  {t(m['campaigns.ended'])}
                </h2>
                <p className="mt-3 text-ink">
                  {t(m['campaigns.endedResult'], {
                    raised: formatCampaignRupees(campaign.raised),
                    goal: formatCampaignRupees(campaign.goal),
                  })}
                </p>
                <Link to={paths.donation} className="btn btn-primary mt-6">
                  {t(m['campaigns.giveToSeva'])}
                </Link>
              </>
            ) : (
              <>
                <h2 id={giveHeadingId} className="text-2xl font-semibold sm:text-3xl">
                  {t(m['campaigns.giveHeading'])}
                </h2>
                <p className="mt-2 mb-6 text-muted">
                  {t(m['campaigns.giveIntro'], { trust: trust?.name ?? '' })}
                </p>
                {giveForm(giveHeadingId)}
              </>
            )}
          </section>
        </div>
      </div>

      {campaign.wall ? (
        <div className="container-page py-12 sm:py-16">
          <CampaignWall wall={campaign.wall} page={wallPage} headingId={wallHeadingId} />
        </div>
      ) : null}
    </>
  );
}
