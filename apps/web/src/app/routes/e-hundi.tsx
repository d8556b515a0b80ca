import { PageHero } from '#src/components/layout/page-hero.tsx';
import { EhundiForm } from '#src/features/giving/components/ehundi-form.tsx';
import { TestModeNotice } from '#src/features/giving/components/test-mode-notice.tsx';
import { TrustNotes } from '#src/features/giving/components/trust-notes.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** docs/product/giving.md E-Hundi: the donation form, then a UPI QR code to scan and pay. */
export function Component() {
  const t = useT();
  const page = { title: t(m['pages.eHundi.title']), description: t(m['pages.eHundi.description']) };
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
            {t(m['giving.ehundiHeading'])}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t(m['giving.ehundiIntro'])}</p>
          <EhundiForm headingId="ehundi-form-heading" />
        </section>
        <TrustNotes headingId="ehundi-trusts-heading" />
      </div>
    </>
  );
}
