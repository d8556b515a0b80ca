import { MEDIA_TYPE, type Media } from '@charity/shared';
import { VideoFacade } from '#src/components/ui/video-facade.tsx';

/**
 * A press item: type 1 is a picture, any other type a video behind a facade (components/ui/video-facade.tsx) (docs/product/content-and-pages.md).
 */
export function MediaCard({ item }: { item: Media }) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      {item.type === MEDIA_TYPE.image ? (
        // As tall as the players beside it, so a row lines up; the picture is shown whole (contain), because
        // press clippings often carry their headline in the picture itself and a crop would cut it.
        <div className="h-[350px] bg-maroon-deep">
          <img
            src={item.media}
            alt={item.image_alt ?? item.title}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        </div>
      ) : (
        <VideoFacade src={item.media} title={item.title} />
      )}
      {/* The picture's alt text or the player's title already names it; the caption is for sighted visitors. */}
      <figcaption aria-hidden="true" className="px-4 py-3 text-sm font-semibold text-maroon">
        {item.title}
      </figcaption>
    </figure>
  );
}
