import { Quote } from 'lucide-react';
import { TESTIMONIAL_KIND, type Testimonial } from '@charity/shared';
import { Carousel } from '#src/components/ui/carousel.tsx';
import { VideoFacade } from '#src/components/ui/video-facade.tsx';
import { useTestimonials } from '#src/features/testimonials/api/get-testimonials.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

function WordCard({ item }: { item: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-line bg-white p-6 shadow-card">
      <Quote aria-hidden="true" className="size-8 text-gold" />
      <blockquote className="mt-3 flex-1 text-ink">{item.testimonial}</blockquote>
      <figcaption className="mt-5 border-t border-line pt-4">
        <p className="font-semibold text-maroon">{item.author}</p>
        <p className="text-sm text-muted">{item.role}</p>
      </figcaption>
    </figure>
  );
}

function VideoCard({ item }: { item: Testimonial }) {
  const t = useT();
  return (
    <figure className="overflow-hidden rounded-3xl border border-line bg-white shadow-card">
      <VideoFacade src={item.testimonial} title={t(m['testimonials.videoTitle'], { author: item.author })} />
      <figcaption className="p-4">
        <p className="font-semibold text-maroon">{item.author}</p>
        <p className="text-sm text-muted">{item.role}</p>
      </figcaption>
    </figure>
  );
}

/** The Testimonial page body (docs/product/content-and-pages.md): a word carousel and a video carousel. */
export function TestimonialsContent() {
  const t = useT();
  const words = useTestimonials(TESTIMONIAL_KIND.words);
  const videos = useTestimonials(TESTIMONIAL_KIND.videos);
  return (
    <div className="container-page space-y-20 py-14 sm:py-20">
      <section aria-labelledby="testimonial-words">
        <h2 id="testimonial-words" className="text-center text-3xl font-semibold sm:text-4xl">
          {t(m['testimonials.wordsHeading'])}
        </h2>
        {words.data && words.data.length > 0 ? (
          <Carousel
            label={t(m['testimonials.wordsCarousel'])}
            className="mt-10"
            items={words.data}
            getKey={(item) => item.id}
            renderSlide={(item) => <WordCard item={item} />}
          />
        ) : words.isSuccess ? (
          <p className="mt-6 text-center text-muted">{t(m['testimonials.noWords'])}</p>
        ) : null}
      </section>
      <section aria-labelledby="testimonial-videos">
        <h2 id="testimonial-videos" className="text-center text-3xl font-semibold sm:text-4xl">
          {t(m['testimonials.videosHeading'])}
        </h2>
        {videos.data && videos.data.length > 0 ? (
          <Carousel
            label={t(m['testimonials.videosCarousel'])}
            className="mt-10"
            items={videos.data}
            getKey={(item) => item.id}
            renderSlide={(item) => <VideoCard item={item} />}
          />
        ) : videos.isSuccess ? (
          <p className="mt-6 text-center text-muted">{t(m['testimonials.noVideos'])}</p>
        ) : null}
      </section>
    </div>
  );
}
