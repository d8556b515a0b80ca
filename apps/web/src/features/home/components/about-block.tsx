import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { paths, TRUSTS } from '@charity/shared';
import {
  CareIllustration,
  LotusIllustration,
  TempleIllustration,
} from '#src/components/art/illustrations.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';

type AboutCard = { art: ReactNode; heading: string; link: string; description: string };

/**
 * docs/product/content-and-pages.md "About card": image, heading, link, description; static by
 * docs/product/content-and-pages.md.
 */
const aboutCards: AboutCard[] = [
  {
    art: <LotusIllustration cover />,
    heading: 'Who We Are',
    link: paths.about,
    description:
      'A family of volunteers in Bangalore who believe that serving people and serving God are one and the same prayer.',
  },
  {
    art: <CareIllustration cover />,
    heading: TRUSTS[1].name,
    link: paths.saiMayeeTrust,
    description:
      'A safe home, schooling and love for orphaned children, and care, company and dignity for the elderly.',
  },
  {
    art: <TempleIllustration cover />,
    heading: TRUSTS[2].name,
    link: paths.saiMeruMathiTrust,
    description:
      'Restoring old temples stone by stone and keeping their festivals, pujas and traditions alive for the community.',
  },
];

/** Section 2 of the home page: three cards and the mission paragraph "Come heal your hearts". */
export function AboutBlock() {
  return (
    <section aria-labelledby="home-about" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="home-about"
        eyebrow="About us"
        title="Love in action, every day"
        intro="Two trusts, one spirit of service: each keeps its own accounts and purpose, and together they share volunteers, prayers and joy."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {aboutCards.map((card) => (
          <li key={card.link}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-card transition-shadow hover:shadow-header">
              <div className="aspect-[8/5] overflow-hidden">{card.art}</div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-semibold">{card.heading}</h3>
                <p className="mt-2 flex-1 text-muted">{card.description}</p>
                <Link
                  to={card.link}
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-primary-strong after:absolute after:inset-0 after:rounded-3xl"
                >
                  Read more<span className="sr-only"> about {card.heading}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>

      <div className="mt-14 grid items-center gap-8 rounded-3xl bg-sand px-6 py-10 sm:px-12 lg:grid-cols-[auto_1fr]">
        <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <HeartHandshake aria-hidden="true" className="size-10" />
        </span>
        <div>
          <h3 className="text-2xl font-semibold sm:text-3xl">Come heal your hearts</h3>
          <p className="mt-3 text-ink">
            Our mission is simple: to see the divine in every person we meet. A child who learns to read, an
            elder who is no longer alone, a temple lamp lit again after decades of darkness. Each is an act of
            worship. Whether you give an hour, a meal or a prayer, you will find that the one who serves is
            healed as much as the one who is served.
          </p>
        </div>
      </div>
    </section>
  );
}
