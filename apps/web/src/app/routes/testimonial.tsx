import { PageHero } from '#src/components/layout/page-hero.tsx';
import { TestimonialsContent } from '#src/features/testimonials/components/testimonials-content.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  const page = { title: t(m['pages.testimonial.title']), description: t(m['pages.testimonial.description']) };
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <TestimonialsContent />
    </>
  );
}
