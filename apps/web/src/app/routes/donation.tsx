import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { CurrentAppeals } from '#src/features/campaigns/components/current-appeals.tsx';
import { DonationForm } from '#src/features/giving/components/donation-form.tsx';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { ThankYou } from '#src/features/giving/components/thank-you.tsx';
import { TrustNotes } from '#src/features/giving/components/trust-notes.tsx';

/**
 * docs/product/giving.md Donation: the form, ending in the card payment checkout, beside what each trust does
 * with a gift.
 */
export function Component() {
  const page = PAGES[paths.donation];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr]">
        <TestModeNotice className="lg:col-span-2" />
        <section
          aria-labelledby="donation-form-heading"
          className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="donation-form-heading" className="text-2xl font-semibold sm:text-3xl">
            Make a donation
          </h2>
          <p className="mt-2 mb-6 text-muted">
            You pay securely on the next step. Your receipt is e-mailed to you once the payment is through.
          </p>
          <DonationForm headingId="donation-form-heading" />
        </section>
        <div className="flex flex-col gap-8">
          <CurrentAppeals headingId="donation-appeals-heading" />
          <TrustNotes headingId="donation-trusts-heading" />
        </div>
      </div>
    </>
  );
}

/**
 * After a successful payment (docs/product/giving.md "Thank-you page and retrying a payment"): `?token=` signed by
 * the server. `noindex` (React hoists the <meta>); the server sends the same as X-Robots-Tag and never renders it.
 */
export function ThankYouPage() {
  const page = PAGES[paths.donationThankYou];
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHero title={page.title} description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <TestModeNotice className="mx-auto mb-8 max-w-2xl" />
        <ThankYou />
      </div>
    </>
  );
}
