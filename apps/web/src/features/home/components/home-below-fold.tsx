import { BlogList } from '#src/features/home/components/blog-list.tsx';
import { CountersStrip } from '#src/features/home/components/counters-strip.tsx';
import { EventsSection } from '#src/features/home/components/events-section.tsx';
import { GalleryStrip } from '#src/features/home/components/gallery-strip.tsx';
import { SubscribeForm } from '#src/features/home/components/subscribe-form.tsx';
import { VideoBanner } from '#src/features/home/components/video-banner.tsx';

/**
 * Home sections 3 to 8 (docs/product/content-and-pages.md), in order; one module so the page can load them
 * after the first paint.
 */
export function HomeBelowFold() {
  return (
    <>
      <SubscribeForm />
      <EventsSection />
      <CountersStrip />
      <GalleryStrip />
      <VideoBanner />
      <BlogList />
    </>
  );
}
