import { Link } from 'react-router';
import { paths, type CampaignSummary } from '@charity/shared';
import { LogoMark } from '#src/components/ui/logo-mark.tsx';
import { coverImageProps } from '#src/features/campaigns/utils/campaign-cover.ts';
import { CampaignProgress } from '#src/features/campaigns/components/campaign-progress.tsx';

/** The card's picture: the full width of a one-, two- or three-column grid in `.container-page`. */
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/** One campaign in a list: its picture, title (the link), summary and progress. */
export function CampaignCard({
  campaign,
  priority = false,
}: {
  campaign: CampaignSummary;
  priority?: boolean;
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-card">
      {campaign.image ? (
        <img
          {...coverImageProps({ ...campaign, image: campaign.image }, CARD_IMAGE_SIZES)}
          alt=""
          width={1200}
          height={675}
          loading={priority ? 'eager' : 'lazy'}
          className="aspect-video w-full bg-sand object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center bg-sand">
          <LogoMark className="size-16 opacity-60" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-semibold">
          {/* The whole card is the link's area; the title alone is its name. */}
          <Link
            to={paths.campaign(campaign.slug)}
            className="after:absolute after:inset-0 hover:text-primary-strong focus-visible:outline-none"
          >
            {campaign.title}
          </Link>
        </h3>
        <p className="flex-1 text-muted">{campaign.summary}</p>
        <CampaignProgress campaign={campaign} compact />
      </div>
    </article>
  );
}
