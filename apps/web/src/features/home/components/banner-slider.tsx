import type { Banner } from '@charity/shared';
import { Carousel } from '#src/components/ui/carousel.tsx';
import { useBanners } from '#src/features/home/api/get-banners.ts';
import { useBrowserValue } from '#src/hooks/use-browser-value.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';
import { useSiteIdentity } from '#src/lib/site-identity.ts';
import { bannerSrcSet } from '#src/lib/srcset.ts';

const inBrowser = () => true;

/**
 * Section 1 of the home page (docs/product/content-and-pages.md): the rotating banner, one slide at a time,
 * each an image and a quote.
 */
export function BannerSlider() {
  const { data: banners = [] } = useBanners();
  // The organisation's name and tagline as admins saved them, like the header's and the titles'.
  const site = useSiteIdentity();
  /*
   * The later slides' pictures are left out of the server's HTML and the hydrating render: the browser would
   * fetch them (the lazy-load margin reaches a carousel's next slides) while the first slide's picture, the
   * page's largest paint, and the page's scripts are still loading. They are added once the page has hydrated,
   * seconds before autoplay first moves (Lighthouse, ADR 39).
   */
  const hydrated = useBrowserValue(inBrowser, false);
  const t = useT();
  return (
    <section aria-labelledby="home-title" className="relative bg-maroon-deep on-dark">
      {/* pb-16: the scrim's text-free fade (styles.css .scrim-down). */}
      <div className="scrim-down pointer-events-none absolute inset-x-0 top-0 z-10 pb-16">
        <div className="container-page pt-6 sm:pt-10">
          <p className="text-sm font-bold tracking-[0.16em] text-gold-soft uppercase">
            {t(m['home.welcomeTo'])}
          </p>
          <h1 id="home-title" className="mt-1 text-3xl font-semibold text-cream sm:text-5xl">
            {site.name}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-cream/90 sm:text-lg">{site.tagline}</p>
        </div>
      </div>
      {banners.length > 0 ? (
        <Carousel
          label="Highlights"
          layout="single"
          controls="overlay"
          items={banners}
          getKey={(banner) => banner.id}
          renderSlide={(banner, index) => (
            <BannerSlide banner={banner} first={index === 0} picture={index === 0 || hydrated} />
          )}
        />
      ) : (
        // Holds the banner's height while the slides load, so the page below does not jump.
        <div
          aria-hidden="true"
          className="h-[30rem] bg-maroon sm:h-[34rem] lg:h-auto lg:aspect-[5/2] lg:max-h-[40rem] lg:w-full"
        />
      )}
    </section>
  );
}

function BannerSlide({ banner, first, picture }: { banner: Banner; first: boolean; picture: boolean }) {
  return (
    <figure className="relative h-[30rem] sm:h-[34rem] lg:h-auto lg:aspect-[5/2] lg:max-h-[40rem] lg:w-full">
      {picture && (
        <img
          src={banner.image}
          srcSet={bannerSrcSet(banner)}
          sizes="100vw"
          // Decorative art unless the media library describes it; the quote below carries the slide's meaning.
          alt={banner.image_alt ?? ''}
          // Only the first slide is in view on load: it is the page's largest paint, the rest can wait.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {/* The quote (and the slider's dots below it) on a scrim that keeps it readable over any picture; pt-16 is
          the scrim's text-free fade (styles.css .scrim-up). */}
      <figcaption className="scrim-up absolute inset-x-0 bottom-0 px-16 pt-16 pb-14 text-center sm:px-24 sm:pb-16">
        <blockquote className="mx-auto max-w-3xl font-serif text-xl leading-snug text-cream italic sm:text-3xl">
          “{banner.quote}”
        </blockquote>
      </figcaption>
    </figure>
  );
}
