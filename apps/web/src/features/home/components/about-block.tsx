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
import { useT, type Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** `heading`: a message, or a trust's name (content the trusts translate in the console, docs/product/languages.md). */
type AboutCard = { art: ReactNode; heading: Message | string; link: string; description: Message };

/**
 * docs/product/content-and-pages.md "About card": image, heading, link, description; static by
 * docs/product/content-and-pages.md.
 */
const aboutCards: AboutCard[] = [
  {
    art: <LotusIllustration cover />,
    heading: m['home.whoWeAre'],
    link: paths.about,
    description: m['home.whoWeAreText'],
  },
  {
    art: <CareIllustration cover />,
    heading: TRUSTS[1].name,
    link: paths.saiMayeeTrust,
    description: m['home.saiMayeeText'],
  },
  {
    art: <TempleIllustration cover />,
    heading: TRUSTS[2].name,
    link: paths.saiMeruMathiTrust,
    description: m['home.saiMeruMathiText'],
  },
];

/** Section 2 of the home page: three cards and the mission paragraph "Come heal your hearts". */
export function AboutBlock() {
  const t = useT();
  return (
    <section aria-labelledby="home-about" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="home-about"
        eyebrow={t(m['home.aboutEyebrow'])}
        title={t(m['home.aboutTitle'])}
        intro={t(m['home.aboutIntro'])}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {aboutCards.map((card) => {
          const heading = typeof card.heading === 'string' ? card.heading : t(card.heading);
          return (
            <li key={card.link}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-card transition-shadow hover:shadow-header">
                <div className="aspect-[8/5] overflow-hidden">{card.art}</div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl font-semibold">{heading}</h3>
                  <p className="mt-2 flex-1 text-muted">{t(card.description)}</p>
                  <Link
                    to={card.link}
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-primary-strong after:absolute after:inset-0 after:rounded-3xl"
                  >
                    {t(m['home.readMore'])}
                    <span className="sr-only">{t(m['home.readMoreAbout'], { name: heading })}</span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1"
                    />
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>

      <div className="mt-14 grid items-center gap-8 rounded-3xl bg-sand px-6 py-10 sm:px-12 lg:grid-cols-[auto_1fr]">
        <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <HeartHandshake aria-hidden="true" className="size-10" />
        </span>
        <div>
          <h3 className="text-2xl font-semibold sm:text-3xl">{t(m['home.missionHeading'])}</h3>
          <p className="mt-3 text-ink">{t(m['home.missionText'])}</p>
        </div>
      </div>
    </section>
  );
}
