import type { CampaignSummary } from '@charity/shared';
import { imageSrcSet } from '#src/lib/srcset.ts';

/**
 * A campaign cover's `src`, `srcSet` and `sizes` for an <img>: both renditions when the small one exists, else the
 * picture alone. The card and the campaign's page differ only in `sizes` (how wide they show it).
 */
export const coverImageProps = (
  campaign: Pick<CampaignSummary, 'image' | 'image_small'> & { image: string },
  sizes: string,
) =>
  campaign.image_small
    ? {
        src: campaign.image,
        srcSet: imageSrcSet({ image: campaign.image, image_small: campaign.image_small }),
        sizes,
      }
    : { src: campaign.image };
