import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { ConfirmSubscription } from '#src/features/subscriptions/components/confirm-subscription.tsx';

/** The double opt-in confirmation, `?token=` from the mail (docs/product/forms-and-subscriptions.md). */
export function Component() {
  const page = PAGES[paths.subscriptionConfirm];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <ConfirmSubscription />
      </div>
    </>
  );
}
