import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { TIMING } from '@charity/shared';
import { useBrowserValue } from '#src/hooks/use-browser-value.ts';
import { prefersReducedMotion } from '#src/lib/motion.ts';
import { whenIdle } from '#src/lib/when-idle.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

type CarouselProps<T> = {
  /** The carousel's accessible name, e.g. "Testimonials". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /**
   * `responsive` (docs/product/content-and-pages.md): 3 slides, 2 under 1024 px, 1 under 600 px. `single`:
   * one full-width slide (the home banner).
   */
  layout?: 'responsive' | 'single';
  showDots?: boolean;
  /** Where the previous/next buttons sit: over the slides' edges, or in a row under them. */
  controls?: 'overlay' | 'below';
  className?: string;
};

const CAROUSEL_SELECTOR = '[aria-roledescription="carousel"]';

/*
 * Embla measures with ResizeObserver and tracks slides with IntersectionObserver; without them (very old
 * browsers, jsdom) it would throw, so the carousel degrades to a row the visitor scrolls by hand.
 */
const canRunEmbla = () => typeof ResizeObserver === 'function' && typeof IntersectionObserver === 'function';

const slideBasis = {
  responsive: 'basis-full min-[600px]:basis-1/2 min-[1024px]:basis-1/3',
  single: 'basis-full',
} as const;

/**
 * The one carousel of the site (Embla): loops, autoplays every TIMING.carouselAutoplayMs, pauses while hovered
 * or focused, never autoplays for visitors who ask for reduced motion (WCAG 2.2.2), and is operable with the
 * labelled buttons, the dots, or the arrow keys once focused. Markup follows the WAI-ARIA carousel pattern.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  layout = 'responsive',
  showDots = true,
  controls = 'below',
  className = '',
}: CarouselProps<T>) {
  const t = useT();
  // The server assumes Embla runs (every browser we support has both observers), so its HTML is the carousel.
  const embla = useBrowserValue(canRunEmbla, true);
  // Created once: a new plugin array on each render would make Embla re-initialise. On the server there is no
  // autoplay (no window), which changes no markup, so hydration still matches.
  const [plugins] = useState(() =>
    prefersReducedMotion()
      ? []
      : [
          Autoplay({
            delay: TIMING.carouselAutoplayMs,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
            stopOnInteraction: false,
            // Hovering the controls pauses too: they sit over or under the slides, outside Embla's viewport.
            rootNode: (viewport) => viewport.closest<HTMLElement>(CAROUSEL_SELECTOR) ?? viewport,
          }),
        ],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  /*
   * Embla starts once the browser is idle, not while the page hydrates: it measures every slide, adds its
   * listeners and observers and starts autoplay, 10-15 ms per carousel on a phone inside hydration's one
   * unsliced commit (Total Blocking Time, ADR 39). Until then the server's markup is the carousel's first
   * slide, as it will be once Embla runs. A visitor who reaches for it first starts it at once, and a button
   * pressed before it started acts as soon as it has.
   */
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  const pending = useRef<((embla: EmblaApi) => void) | null>(null);
  const act = (action: (embla: EmblaApi) => void) => {
    if (api) {
      action(api);
      return;
    }
    pending.current = action;
    setStarted(true);
  };
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSnaps(api.scrollSnapList());
      setSelected(api.selectedScrollSnap());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  /*
   * Embla's own focus pause only sees the slides. A keyboard user working the buttons or dots must not have the
   * slides move under them either (WCAG 2.2.2), so focus anywhere in the carousel pauses it until focus leaves.
   */
  const autoplay = api ? plugins[0] : undefined;
  const onFocus = () => {
    setStarted(true);
    autoplay?.stop();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      autoplay?.play();
    }
  };

  const prev = () => act((embla) => embla.scrollPrev());
  const next = () => act((embla) => embla.scrollNext());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const buttonClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-maroon shadow-card transition-colors hover:bg-primary-soft hover:text-primary-strong disabled:opacity-50';
  const overlay = controls === 'overlay';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => setStarted(true)}
      className={`relative ${className}`}
    >
      {/*
       * The clipping window. For cards it reaches a little past the slides (into the gutters and below), so the
       * outer cards' borders and shadows are not cut off at the edge; Embla measures the inner viewport.
       */}
      <div
        className={`${embla ? 'overflow-hidden' : 'overflow-x-auto'} ${layout === 'single' ? '' : '-mx-3 -mt-2 -mb-6 px-3 pt-2 pb-6'}`}
      >
        <div
          ref={embla && started ? viewportRef : undefined}
          // Embla measures slides by their offsets: the viewport must be their offset parent.
          className="relative"
          // Announces nothing while autoplaying: a live region that changes every 3 s would talk over the page.
          aria-live="off"
        >
          <div className={`flex touch-pan-y ${layout === 'single' ? '' : '-ml-6'}`}>
            {items.map((item, index) => (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                className={`min-w-0 shrink-0 grow-0 ${slideBasis[layout]} ${layout === 'single' ? '' : 'pl-6'}`}
              >
                {renderSlide(item, index)}
              </div>
            ))}
          </div>
        </div>
      </div>

      {items.length > 1 ? (
        <div
          className={
            overlay
              ? 'pointer-events-none absolute inset-x-0 top-1/2 flex -translate-y-1/2 justify-between px-3 sm:px-6'
              : 'mt-6 flex items-center justify-center gap-4'
          }
        >
          <button
            type="button"
            aria-label={t(m['listing.previousSlide'])}
            onClick={prev}
            className={`${buttonClass} pointer-events-auto`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {showDots && !overlay && snaps.length > 1 ? (
            <Dots snaps={snaps} selected={selected} onPick={(i) => api?.scrollTo(i)} />
          ) : null}
          <button
            type="button"
            aria-label={t(m['listing.nextSlide'])}
            onClick={next}
            className={`${buttonClass} pointer-events-auto`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      {showDots && overlay && snaps.length > 1 ? (
        <div className="absolute inset-x-0 bottom-4 flex justify-center">
          <Dots snaps={snaps} selected={selected} onPick={(i) => api?.scrollTo(i)} onDark />
        </div>
      ) : null}
    </section>
  );
}

function Dots({
  snaps,
  selected,
  onPick,
  onDark = false,
}: {
  snaps: number[];
  selected: number;
  onPick: (index: number) => void;
  onDark?: boolean;
}) {
  const t = useT();
  return (
    <div className={`flex flex-wrap items-center justify-center gap-1 ${onDark ? 'on-dark' : ''}`}>
      {snaps.map((_, index) => (
        <button
          // Snap positions are stable per layout, so the index is the identity here.
          key={index}
          type="button"
          aria-label={t(m['listing.goToSlide'], { number: String(index + 1) })}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onPick(index)}
          // A 24 px target (WCAG 2.5.8) around a small visible dot.
          className="group inline-flex size-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`block rounded-full transition-all ${
              index === selected
                ? `h-2.5 w-6 ${onDark ? 'bg-gold-soft' : 'bg-primary'}`
                : `size-2.5 ${onDark ? 'bg-cream/70 group-hover:bg-cream' : 'bg-sand-deep group-hover:bg-primary/60'}`
            }`}
          />
        </button>
      ))}
    </div>
  );
}
