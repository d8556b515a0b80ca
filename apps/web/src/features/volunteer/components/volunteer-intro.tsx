import { HandHeart } from 'lucide-react';
import { SITE } from '@charity/shared';

/**
 * docs/product/forms-and-subscriptions.md: the intro above the form, with the count of volunteers serving
 * today.
 */
export function VolunteerIntro({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="max-w-xl">
      <p className="eyebrow">Serve with us</p>
      <h2 id={headingId} className="mt-2 text-3xl font-semibold sm:text-4xl">
        Give your time, your skills, your heart
      </h2>
      <span className="ornament mt-4" aria-hidden="true">
        <span className="size-1.5 rounded-full bg-current" />
      </span>
      <p className="mt-5 text-lg text-ink">
        There are currently <strong className="text-primary-strong">{SITE.volunteersCount}</strong>{' '}
        professional volunteers serving with our two trusts: teachers, doctors, engineers, cooks and
        craftspeople who care for orphaned children and the elderly, and who help restore temples and run
        their festivals.
      </p>
      <p className="mt-4 text-muted">
        Tell us a little about yourself and the seva you are drawn to. A coordinator will call you to find a
        role that fits your skills and your hours.
      </p>
      <p className="mt-6 flex items-center gap-3 font-semibold text-maroon">
        <HandHeart aria-hidden="true" className="size-6 text-primary-strong" />
        No experience needed, only a willing heart.
      </p>
    </section>
  );
}
