import { PageHero } from '#src/components/layout/page-hero.tsx';
import { LeadershipContent } from '#src/features/leadership/components/leadership-content.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  const page = {
    title: t(m['pages.leadershipTeam.title']),
    description: t(m['pages.leadershipTeam.description']),
  };
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <LeadershipContent />
    </>
  );
}
