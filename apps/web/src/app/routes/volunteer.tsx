import { SITE } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { VolunteerForm } from '#src/features/volunteer/components/volunteer-form.tsx';
import { VolunteerIntro } from '#src/features/volunteer/components/volunteer-intro.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/forms-and-subscriptions.md Volunteer: the hero, the intro with the volunteer count, and the
 * "Be a Volunteer" form.
 */
export function Component() {
  const t = useT();
  const page = {
    title: t(m['pages.volunteer.title']),
    description: t(m['pages.volunteer.description'], { count: SITE.volunteersCount }),
  };
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div className="container-page grid items-start gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
        <VolunteerIntro headingId="volunteer-intro-heading" />
        <section
          aria-labelledby="volunteer-form-heading"
          className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="volunteer-form-heading" className="mb-6 text-2xl font-semibold sm:text-3xl">
            {t(m['volunteer.formHeading'])}
          </h2>
          <VolunteerForm headingId="volunteer-form-heading" />
        </section>
      </div>
    </>
  );
}
