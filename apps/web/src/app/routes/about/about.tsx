import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { AboutContent } from '#src/features/about/components/about-content.tsx';

export function Component() {
  const page = PAGES[paths.about];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <AboutContent />
    </>
  );
}
