import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@charity/shared';
import { useRandomGalleryImages } from '#src/features/home/api/get-gallery-images.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { imageSrcSet, smallImageSize } from '#src/lib/srcset.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The `grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4` grid inside `.container-page` (styles.css): two columns less the
 * padding (1rem, 1.5rem from 640 px) and one gap; four from 1024 px; from 1280 px the 80rem container (2rem
 * padding) caps a column at (1216 - 48) / 4 = 292 px.
 */
const STRIP_IMAGE_SIZES =
  '(min-width: 1280px) 292px, (min-width: 1024px) calc(25vw - 1.5rem), (min-width: 640px) calc(50vw - 2rem), calc(50vw - 1.375rem)';

/** The strip's 3:2 picture box. */
const PICTURE_SIZE = smallImageSize(3 / 2);

/** Section 6 of the home page: a few random gallery images and the way to the full gallery. */
export function GalleryStrip() {
  const t = useT();
  const { data: images = [] } = useRandomGalleryImages();
  return (
    <section aria-labelledby="home-gallery" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="home-gallery"
        eyebrow={t(m['homeSections.galleryEyebrow'])}
        title={t(m['homeSections.galleryTitle'])}
        intro={t(m['homeSections.galleryIntro'])}
      />
      {images.length > 0 ? (
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {images.slice(0, 8).map((image) => (
            <li key={image.id} className="overflow-hidden rounded-2xl bg-sand shadow-card">
              <img
                src={image.image_small}
                srcSet={imageSrcSet(image)}
                sizes={STRIP_IMAGE_SIZES}
                alt={image.image_alt ?? image.title}
                loading="lazy"
                decoding="async"
                width={PICTURE_SIZE.width}
                height={PICTURE_SIZE.height}
                className="aspect-[3/2] size-full object-cover transition-transform duration-500 hover:scale-105"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 text-center">
        <Link to={paths.galleryImages} className="btn btn-outline">
          {t(m['homeSections.moreImages'])}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
