import { lazy, Suspense, useState } from 'react';
import { Expand } from 'lucide-react';
import { imageSrcSet, smallImageSize } from '#src/lib/srcset.ts';

const loadViewer = () => import('#src/components/ui/image-lightbox-viewer.tsx');
// The viewer library is only needed once a picture is opened; hovering or focusing a thumbnail starts the download.
const ImageLightboxViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageLightboxViewer })));

/** The two renditions every content image comes in (packages/shared content.ts). */
export type LightboxImage = {
  id: number;
  /** Large rendition (IMAGE_WIDTHS.large in packages/shared). */
  image: string;
  /** Card rendition (IMAGE_WIDTHS.small). */
  image_small: string;
  title: string;
  /** The media library's alt text, when an editor wrote one; the title otherwise. */
  image_alt?: string | undefined;
};

/**
 * The `grid gap-6 sm:grid-cols-2 lg:grid-cols-3` card grid inside `.container-page` (styles.css): one column on
 * phones, less the 1rem padding each side; two from 640 px (1.5rem padding, one 1.5rem gap); three from 1024 px
 * (two gaps); from 1280 px the 80rem container (2rem padding) caps a column at (1216 - 48) / 3 ≈ 390 px.
 */
export const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc(33.3vw - 2rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

/** The grid's 4:3 thumbnail box, for photographs. */
const THUMBNAIL_SIZE = smallImageSize(4 / 3);
/** The square box of pictures shown whole. */
const WHOLE_SIZE = smallImageSize(1);

type ImageThumbnailGridProps = {
  images: readonly LightboxImage[];
  /** Shows each title under its picture (crosswords, gallery); off where a heading already names them. */
  showTitles?: boolean;
  /** The grid starts in the first screen: its first picture (often the page's largest paint) is not lazy. */
  priority?: boolean;
  /**
   * `whole`: pictures with text drawn into them (a crossword's title and grid) are shown entire in a square box
   * (contain), never cropped the way photographs are (docs/product/content-and-pages.md).
   */
  fit?: 'crop' | 'whole';
};

/** A grid of thumbnails; each is a button that opens the viewer at that picture. */
export function ImageThumbnailGrid({
  images,
  showTitles = true,
  priority = false,
  fit = 'crop',
}: ImageThumbnailGridProps) {
  const whole = fit === 'whole';
  const size = whole ? WHOLE_SIZE : THUMBNAIL_SIZE;
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
                className={`relative block w-full overflow-hidden bg-sand focus-visible:outline-offset-[-3px] ${whole ? 'aspect-square' : 'aspect-[4/3]'}`}
              >
                <img
                  src={item.image_small}
                  srcSet={imageSrcSet(item)}
                  sizes={GRID_IMAGE_SIZES}
                  alt={item.image_alt ?? item.title}
                  loading={priority && i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={priority && i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  width={size.width}
                  height={size.height}
                  className={`size-full transition-transform duration-300 group-hover:scale-105 ${whole ? 'object-contain' : 'object-cover'}`}
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
