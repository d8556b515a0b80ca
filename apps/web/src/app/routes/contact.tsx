import { PageHero } from '#src/components/layout/page-hero.tsx';
import { ContactDetails } from '#src/features/contact/components/contact-details.tsx';
import { ContactForm } from '#src/features/contact/components/contact-form.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/forms-and-subscriptions.md Contact Us: the form, with the organisation's address, phone and
 * e-mail beside it.
 */
export function Component() {
  const t = useT();
  const page = { title: t(m['pages.contact.title']), description: t(m['pages.contact.description']) };
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold sm:text-3xl">
            {t(m['contact.formHeading'])}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t(m['contact.formIntro'])}</p>
          <ContactForm headingId="contact-form-heading" />
        </section>
        <ContactDetails headingId="contact-details-heading" />
      </div>
    </>
  );
}
