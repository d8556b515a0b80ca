import { describe, expect, it } from 'vitest';
import { bannerSrcSet, imageSrcSet, smallImageSize } from '#src/lib/srcset.ts';

const picture = { image: '/uploads/a-large.webp', image_small: '/uploads/a-small.webp' };

describe('srcset', () => {
  // A 378 px card on a 412 px phone at DPR 1.75 needs ~661 px: the small file must be at least that wide, or the
  // browser skips to the large one.
  it('announces the card renditions at 720 and 1200 px', () => {
    expect(imageSrcSet(picture)).toBe('/uploads/a-small.webp 720w, /uploads/a-large.webp 1200w');
  });

  it('announces the banner renditions at 800 and 1600 px', () => {
    expect(bannerSrcSet(picture)).toBe('/uploads/a-small.webp 800w, /uploads/a-large.webp 1600w');
  });

  it('sizes a small rendition box by its aspect ratio', () => {
    expect(smallImageSize(4 / 3)).toEqual({ width: 720, height: 540 });
    expect(smallImageSize(3 / 4)).toEqual({ width: 720, height: 960 });
  });
});
