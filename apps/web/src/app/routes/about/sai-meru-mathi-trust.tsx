import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { TrustContent } from '#src/features/about/components/trust-content.tsx';

export function Component() {
  const page = PAGES[paths.saiMeruMathiTrust];
  return (
    <>
      <PageHero title={page.title} eyebrow="Our trusts" description={page.description} />
      <TrustContent trustId={2} />
    </>
  );
}
