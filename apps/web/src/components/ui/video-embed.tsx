import { SIZES } from '@charity/shared';

type VideoEmbedProps = {
  /** An embeddable player URL (YouTube /embed/...). */
  src: string;
  /** Names the frame for screen readers (WCAG 4.1.2: frames need a title). */
  title: string;
  heightPx?: number;
  className?: string;
};

/**
 * An embedded video player, 350 px high by default (docs/product/content-and-pages.md: the gallery frame
 * height).
 */
export function VideoEmbed({
  src,
  title,
  heightPx = SIZES.galleryVideoHeightPx,
  className = '',
}: VideoEmbedProps) {
  return (
    <iframe
      src={src}
      title={title}
      height={heightPx}
      style={{ height: heightPx }}
      // Lazy: a grid of nine players would otherwise load nine player runtimes before anyone presses play.
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      // YouTube refuses to play without a referrer (error 153); the server's Referrer-Policy matches this.
      referrerPolicy="strict-origin-when-cross-origin"
      className={`block w-full border-0 bg-maroon-deep ${className}`}
    />
  );
}
