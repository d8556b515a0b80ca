import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { UnsubscribePanel } from '#src/features/subscriptions/components/unsubscribe-panel.tsx';

/** Unsubscribe from every update, `?token=` from the mail's link; no login needed. */
export function Component() {
  const page = PAGES[paths.subscriptionUnsubscribe];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <UnsubscribePanel />
      </div>
    </>
  );
}
