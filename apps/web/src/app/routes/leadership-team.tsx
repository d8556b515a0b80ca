import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { LeadershipContent } from '#src/features/leadership/components/leadership-content.tsx';

export function Component() {
  const page = PAGES[paths.leadershipTeam];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <LeadershipContent />
    </>
  );
}
