import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { FaqContent } from '#src/features/faq/components/faq-content.tsx';

export function Component() {
  const page = PAGES[paths.faq];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <FaqContent />
    </>
  );
}
