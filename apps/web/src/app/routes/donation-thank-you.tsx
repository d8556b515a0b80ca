import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { ThankYou } from '#src/features/giving/components/thank-you.tsx';

/**
 * After a successful payment (docs/product/giving.md "Thank-you page and retrying a payment"): `?token=` signed by
 * the server. `noindex` (React hoists the <meta>); the server sends the same as X-Robots-Tag and never renders it.
 */
export function Component() {
  const page = PAGES[paths.donationThankYou];
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHero title={page.title} description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <ThankYou />
      </div>
    </>
  );
}
