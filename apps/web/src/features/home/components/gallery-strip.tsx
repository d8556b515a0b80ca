import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@charity/shared';
import { useRandomGalleryImages } from '#src/features/home/api/get-gallery-images.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';

/** Section 6 of the home page: a few random gallery images and the way to the full gallery. */
export function GalleryStrip() {
  const { data: images = [] } = useRandomGalleryImages();
  return (
    <section aria-labelledby="home-gallery" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="home-gallery"
        eyebrow="Moments of seva"
        title="Latest From Gallery"
        intro="Festivals, classrooms, kitchens and temple courtyards: a glimpse of the days we share."
      />
      {images.length > 0 ? (
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {images.slice(0, 8).map((image) => (
            <li key={image.id} className="overflow-hidden rounded-2xl bg-sand shadow-card">
              <img
                src={image.image_small}
                srcSet={`${image.image_small} 480w, ${image.image} 1200w`}
                sizes="(min-width: 1024px) 25vw, 50vw"
                alt={image.title}
                loading="lazy"
                decoding="async"
                width={480}
                height={320}
                className="aspect-[3/2] size-full object-cover transition-transform duration-500 hover:scale-105"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 text-center">
        <Link to={paths.galleryImages} className="btn btn-outline">
          View More Images
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
