import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Mail } from 'lucide-react';
import { paths, TRUSTS, type SitePage, type TrustId } from '@charity/shared';
import { CareIllustration, TempleIllustration } from '#src/components/art/illustrations.tsx';
import { PageHtml } from '#src/components/ui/page-html.tsx';
import { PagePicture } from '#src/features/about/components/page-picture.tsx';

type TrustCopy = { objectives: string[]; art: ReactNode };

const copy: Record<TrustId, TrustCopy> = {
  1: {
    objectives: [
      'Provide a loving home, food, clothing and healthcare to orphaned and abandoned children.',
      'Support every child through school, college or vocational training until they are self-reliant.',
      'Care for destitute and lonely elders with meals, medicines, regular visits and companionship.',
      'Run free medical and eye camps for children, elders and families in need.',
      'Offer scholarships and mentoring to children from struggling families.',
      'Respond with food and relief kits when floods, illness or hardship strike a community.',
    ],
    art: <CareIllustration title="Children and an elder in front of a home" />,
  },
  2: {
    objectives: [
      'Restore and conserve old and neglected temples using traditional materials and craftsmanship.',
      'Revive daily pujas, lamp lighting and temple rituals where they have lapsed.',
      'Celebrate festivals with the local community and offer annadanam (free meals) to devotees.',
      'Organise bhajans, satsangs, discourses and spiritual camps for young people and families.',
      'Preserve temple records, music and traditions for the next generation.',
      'Support temple priests and artisans whose livelihoods keep these traditions alive.',
    ],
    art: <TempleIllustration title="A restored temple tower with lamps" />,
  },
};

/**
 * The body of a trust page (docs/product/content-and-pages.md): the introduction (the page's saved text), an
 * objectives list, and the page's picture or the trust's illustration.
 */
export function TrustContent({ trustId, page }: { trustId: TrustId; page: SitePage }) {
  const trust = TRUSTS[trustId];
  const { objectives, art } = copy[trustId];
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div className="prose-page">
          <p className="eyebrow">{trust.purpose}</p>
          <h2 className="mt-2 text-3xl font-semibold">About {trust.name}</h2>
          {/* The introduction is the page's saved text (docs/product/content-and-pages.md "Pages as content"). */}
          <PageHtml html={page.body} className="mt-4" />
        </div>
        <div className="overflow-hidden rounded-3xl shadow-card">
          <PagePicture page={page} fallback={art} className="block h-auto w-full" />
        </div>
      </div>

      <section className="mt-14" aria-labelledby="trust-objectives">
        <h2 id="trust-objectives" className="text-3xl font-semibold">
          Our objectives
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {objectives.map((objective) => (
            <li
              key={objective}
              className="flex gap-3 rounded-2xl border border-line bg-white p-5 shadow-card"
            >
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <span>{objective}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        aria-labelledby="trust-contact"
      >
        <div>
          <h2 id="trust-contact" className="text-2xl font-semibold">
            Get in touch
          </h2>
          <p className="mt-1 text-muted">{trust.address}</p>
          {trustId === 2 ? (
            <p className="mt-2">
              Write to us at{' '}
              <a
                href={`mailto:${trust.email}`}
                className="inline-flex items-center gap-1 font-semibold text-primary-strong underline underline-offset-2"
              >
                <Mail aria-hidden="true" className="size-4" />
                {trust.email}
              </a>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.volunteer} className="btn btn-outline">
            Volunteer with us
          </Link>
          <Link to={paths.donation} className="btn btn-primary">
            Donate
          </Link>
        </div>
      </section>
    </div>
  );
}
