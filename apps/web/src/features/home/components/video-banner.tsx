import { lazy, Suspense, useState } from 'react';
import { Play } from 'lucide-react';
import { useBannerVideo } from '#src/features/home/api/get-banner-video.ts';
import { bannerSrcSet } from '#src/lib/srcset.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const loadVideoDialog = () => import('#src/components/ui/video-dialog.tsx');
// The dialog (Radix) is only needed after a click, so it stays out of the home page's first load.
const VideoDialog = lazy(() => loadVideoDialog().then((m) => ({ default: m.VideoDialog })));

/**
 * Section 7 of the home page: a picture with a play button that opens the video in a dialog
 * (docs/product/content-and-pages.md).
 */
export function VideoBanner() {
  const t = useT();
  const { data: video } = useBannerVideo();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!video) return null;

  return (
    <section aria-labelledby="home-video" className="relative isolate overflow-hidden bg-maroon-deep on-dark">
      <img
        src={video.image_small}
        // Rendered at the banner widths (seed.ts), and, like the banners, it spans the window.
        srcSet={bannerSrcSet(video)}
        sizes="100vw"
        alt=""
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover opacity-80"
      />
      <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        {/* The words sit on a scrim (styles.css .scrim-panel), so they stay readable over any picture. */}
        <div className="scrim-panel max-w-3xl rounded-3xl px-6 py-5 sm:px-10 sm:py-6">
          <p className="text-sm font-bold tracking-[0.16em] text-gold-soft uppercase">
            {t(m['homeSections.watchOurSeva'])}
          </p>
          <h2 id="home-video" className="mt-2 text-3xl font-semibold text-cream sm:text-4xl">
            {video.title}
          </h2>
        </div>
        <button
          type="button"
          aria-label={t(m['listing.playVideo'], { title: video.title })}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadVideoDialog()}
          onFocus={() => void loadVideoDialog()}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
          className="mt-8 inline-flex size-20 items-center justify-center rounded-full bg-gold-soft text-maroon-deep shadow-header ring-8 ring-gold-soft/30 transition-transform hover:scale-105"
        >
          <Play aria-hidden="true" className="size-8 translate-x-0.5 fill-current" />
        </button>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <VideoDialog open={open} onOpenChange={setOpen} src={video.video} title={video.title} />
        </Suspense>
      ) : null}
    </section>
  );
}
