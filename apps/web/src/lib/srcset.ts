import { BANNER_WIDTHS, IMAGE_WIDTHS, type RenditionWidths } from '@charity/shared';

/*
 * The one place the web describes the server's two renditions to the browser. The widths come from
 * packages/shared (the seed renders the same ones), so a `w` descriptor never claims a size the file does not have.
 */

/** The two renditions every content picture comes in (packages/shared content.ts). */
type Renditions = { image: string; image_small: string };

/** A srcset of both renditions, so the browser picks the smallest file that fills the box at its pixel ratio. */
const renditionSrcSet = ({ image, image_small }: Renditions, widths: RenditionWidths): string =>
  `${image_small} ${widths.small}w, ${image} ${widths.large}w`;

/** Cards, thumbnails, event pictures and the popup. */
export const imageSrcSet = (picture: Renditions): string => renditionSrcSet(picture, IMAGE_WIDTHS);

/** The home banners and the video banner, whose renditions are wider. */
export const bannerSrcSet = (picture: Renditions): string => renditionSrcSet(picture, BANNER_WIDTHS);

/**
 * width/height attributes for a small rendition shown at `aspect` (width / height). They only reserve the box's
 * shape before the file arrives (CSS sets the real size), but they should still name the file's own width.
 */
export const smallImageSize = (aspect: number): { width: number; height: number } => ({
  width: IMAGE_WIDTHS.small,
  height: Math.round(IMAGE_WIDTHS.small / aspect),
});
