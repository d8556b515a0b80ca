import { lazy, Suspense, useState } from 'react';
import { Expand } from 'lucide-react';

const loadViewer = () => import('#src/components/ui/image-lightbox-viewer.tsx');
// The viewer library is only needed once a picture is opened; hovering or focusing a thumbnail starts the download.
const ImageLightboxViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageLightboxViewer })));

/** The two renditions every content image comes in (packages/shared content.ts). */
export type LightboxImage = {
  id: number;
  /** Large rendition, 1200 px wide. */
  image: string;
  /** Card rendition, 480 px wide. */
  image_small: string;
  title: string;
};

/** srcset of the two renditions, so phones load the 480 px file and wide screens the 1200 px one. */
export const imageSrcSet = ({ image, image_small }: Pick<LightboxImage, 'image' | 'image_small'>) =>
  `${image_small} 480w, ${image} 1200w`;

/** One column on phones, two from 640 px, three from 1024 px inside the 80rem page container. */
export const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

type ImageThumbnailGridProps = {
  images: readonly LightboxImage[];
  /** Shows each title under its picture (crosswords, gallery); off where a heading already names them. */
  showTitles?: boolean;
  /** The grid starts in the first screen: its first picture (often the page's largest paint) is not lazy. */
  priority?: boolean;
};

/** A grid of thumbnails; each is a button that opens the viewer at that picture. */
export function ImageThumbnailGrid({ images, showTitles = true, priority = false }: ImageThumbnailGridProps) {
  const [index, setIndex] = useState<number | null>(null);
  // Mounted from the first click on, so closing can animate and reopening is instant.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((item, i) => (
          <li key={item.id}>
            <figure className="group h-full overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-header">
              <button
                type="button"
                onPointerEnter={() => void loadViewer()}
                onFocus={() => void loadViewer()}
                onClick={() => {
                  setRequested(true);
                  setIndex(i);
                }}
                className="relative block aspect-[4/3] w-full overflow-hidden bg-sand focus-visible:outline-offset-[-3px]"
              >
                <img
                  src={item.image_small}
                  srcSet={imageSrcSet(item)}
                  sizes={GRID_IMAGE_SIZES}
                  alt={item.title}
                  loading={priority && i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={priority && i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  width={480}
                  height={360}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <span
                  aria-hidden="true"
                  className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-white/85 text-maroon opacity-0 shadow-card transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
                >
                  <Expand className="size-4" />
                </span>
              </button>
              {showTitles ? (
                // The button is already named by the image's alt text; the caption is for sighted visitors.
                <figcaption aria-hidden="true" className="px-4 py-3 text-sm font-semibold text-maroon">
                  {item.title}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
      {requested ? (
        <Suspense fallback={null}>
          <ImageLightboxViewer images={images} index={index} onClose={() => setIndex(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
