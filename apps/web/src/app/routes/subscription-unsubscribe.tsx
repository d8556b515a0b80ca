import { PageHero } from '#src/components/layout/page-hero.tsx';
import { UnsubscribePanel } from '#src/features/subscriptions/components/unsubscribe-panel.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** Unsubscribe from every update, `?token=` from the mail's link; no login needed. */
export function Component() {
  const t = useT();
  const page = {
    title: t(m['pages.subscriptionUnsubscribe.title']),
    description: t(m['pages.subscriptionUnsubscribe.description']),
  };
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <UnsubscribePanel />
      </div>
    </>
  );
}
