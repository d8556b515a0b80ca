import { PageHero } from '#src/components/layout/page-hero.tsx';
import { CurrentAppeals } from '#src/features/campaigns/components/current-appeals.tsx';
import { DonationForm } from '#src/features/giving/components/donation-form.tsx';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { ThankYou } from '#src/features/giving/components/thank-you.tsx';
import { TrustNotes } from '#src/features/giving/components/trust-notes.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/giving.md Donation: the form, ending in the card payment checkout, beside what each trust does
 * with a gift.
 */
export function Component() {
  const t = useT();
  const page = { title: t(m['pages.donation.title']), description: t(m['pages.donation.description']) };
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
            {t(m['giving.formHeading'])}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t(m['giving.formIntro'])}</p>
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
  const t = useT();
  const page = {
    title: t(m['pages.donationThankYou.title']),
    description: t(m['pages.donationThankYou.description']),
  };
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
