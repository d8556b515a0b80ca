import { PageHero } from '#src/components/layout/page-hero.tsx';
import { RequireLogin } from '#src/features/auth/require-login.tsx';
import { MonthlyGifts } from '#src/features/giving/components/monthly-gifts.tsx';
import { Form10beCertificates } from '#src/features/giving/components/form-10be-certificates.tsx';
import { MyDonations } from '#src/features/giving/components/my-donations.tsx';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { YearlyStatements } from '#src/features/giving/components/yearly-statements.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/giving.md Payment page (login required): the donor's monthly gifts with Cancel, their donations
 * with Pay and Certificate, and their yearly statements.
 */
export function Component() {
  const t = useT();
  const page = { title: t(m['pages.payment.title']), description: t(m['pages.payment.description']) };
  return (
    <RequireLogin>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page pt-12 empty:hidden sm:pt-16">
        <TestModeNotice />
      </div>
      <MonthlyGifts />
      <section aria-labelledby="my-donations-heading" className="container-page py-12 sm:py-16">
        <h2 id="my-donations-heading" className="mb-6 text-2xl font-semibold sm:text-3xl">
          {t(m['myDonations.heading'])}
        </h2>
        <MyDonations />
      </section>
      <YearlyStatements />
      <Form10beCertificates />
    </RequireLogin>
  );
}
