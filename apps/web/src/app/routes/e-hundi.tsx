import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { EhundiForm } from '#src/features/giving/components/ehundi-form.tsx';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { TrustNotes } from '#src/features/giving/components/trust-notes.tsx';

/** docs/product/giving.md E-Hundi: the donation form, then a UPI QR code to scan and pay. */
export function Component() {
  const page = PAGES[paths.eHundi];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr]">
        <TestModeNotice className="lg:col-span-2" />
        <section
          aria-labelledby="ehundi-form-heading"
          className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="ehundi-form-heading" className="text-2xl font-semibold sm:text-3xl">
            Offer into the e-hundi
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Tell us who the offering is from; we then show a UPI QR code for the amount, to scan with any UPI
            app.
          </p>
          <EhundiForm headingId="ehundi-form-heading" />
        </section>
        <TrustNotes headingId="ehundi-trusts-heading" />
      </div>
    </>
  );
}
