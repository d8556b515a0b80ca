import { PageHero } from '#src/components/layout/page-hero.tsx';
import { ConfirmSubscription } from '#src/features/subscriptions/components/confirm-subscription.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The double opt-in confirmation, `?token=` from the mail (docs/product/forms-and-subscriptions.md). */
export function Component() {
  const t = useT();
  const page = {
    title: t(m['pages.subscriptionConfirm.title']),
    description: t(m['pages.subscriptionConfirm.description']),
  };
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <ConfirmSubscription />
      </div>
    </>
  );
}
