import { useEffect, useRef, useState } from 'react';
import { SIZES } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The address of the player a facade loads once the visitor presses play. The site stores YouTube's embed address (`https://www.youtube.com/embed/ID`, packages/shared admin-content.ts); the player
 * comes from youtube-nocookie.com, which sets no cookies until the video plays, and starts playing at once
 * (`autoplay=1`): the visitor already pressed play once, on the facade.
 */

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const EMBED_PATH = /^\/embed\/([A-Za-z0-9_-]{11})$/;

/** The autoplaying player address for a stored embed address; anything else is kept, with autoplay added. */
export function playerUrl(embed: string): string {
  let url: URL;
  try {
    url = new URL(embed);
  } catch {
    return embed;
  }
  const id = YOUTUBE_HOSTS.has(url.hostname) ? EMBED_PATH.exec(url.pathname)?.[1] : undefined;
  const player = id ? new URL(`https://www.youtube-nocookie.com/embed/${id}`) : url;
  // A start time or playlist given with the link still applies.
  if (id) for (const [key, value] of url.searchParams) player.searchParams.set(key, value);
  player.searchParams.set('autoplay', '1');
  return player.toString();
}

/** A picture the trust uploaded for the video, in the renditions the server keeps (lib/srcset.ts). */
export type VideoPoster = { src: string; srcSet?: string; sizes?: string };

type VideoFacadeProps = {
  /** The stored embed address (YouTube /embed/...). */
  src: string;
  /** The video's title: the button reads "Play video: <title>" and the player is titled with it. */
  title: string;
  /** The trust's own picture for the video; without one the site's drawn poster is shown. */
  poster?: VideoPoster;
  heightPx?: number;
  className?: string;
};

/**
 * A video as a facade (docs/product/content-and-pages.md, docs/decisions/0035): a poster with a play button in the
 * player's own box (350 px high by default, the gallery frame height), and the YouTube player only once the
 * visitor presses play. Until then the page makes no request to YouTube at all: a grid of nine players would
 * otherwise load nine player runtimes (megabytes of script) for nothing, and show blank boxes while they did.
 * The player replaces the button in the same box, so nothing moves, and takes the focus the button had.
 */
export function VideoFacade({
  src,
  title,
  poster,
  heightPx = SIZES.galleryVideoHeightPx,
  className = '',
}: VideoFacadeProps) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that had the focus is gone; the keyboard continues in the player.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div
      className={`relative w-full overflow-hidden bg-maroon-deep ${className}`}
      style={{ height: heightPx }}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={playerUrl(src)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          // YouTube refuses to play without a referrer (error 153); the server's Referrer-Policy matches this.
          referrerPolicy="strict-origin-when-cross-origin"
          // The player is another site's page: when it arrives, the browser may move the frame into another
          // process and drop the focus given above. Given back then, unless the visitor has moved it elsewhere.
          onLoad={() => {
            if (document.activeElement === document.body) frame.current?.focus();
          }}
          className="absolute inset-0 block size-full border-0"
        />
      ) : (
        <button
          type="button"
          aria-label={t(m['listing.playVideo'], { title })}
          onClick={() => setPlaying(true)}
          className={`group absolute inset-0 flex size-full cursor-pointer items-center justify-center on-dark focus-visible:-outline-offset-8 ${
            poster ? '' : 'hero-strip'
          }`}
        >
          {poster ? (
            <img
              src={poster.src}
              srcSet={poster.srcSet}
              sizes={poster.sizes}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover opacity-80"
            />
          ) : null}
          <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-gold-soft text-maroon-deep shadow-header ring-8 ring-gold-soft/30 transition-transform group-hover:scale-105">
            {/* Drawn here rather than lucide's Play, which the home banner also uses: shared, it would become a
                chunk of its own, one more name in the entry's list of route files (npm run size). */}
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 translate-x-0.5 fill-current">
              <path d="M7 4.5v15l12.5-7.5z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
