import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { TestimonialsContent } from '#src/features/testimonials/components/testimonials-content.tsx';

export function Component() {
  const page = PAGES[paths.testimonial];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <TestimonialsContent />
    </>
  );
}
