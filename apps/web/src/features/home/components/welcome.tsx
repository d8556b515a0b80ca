import { Link } from 'react-router';
import { ArrowRight, CalendarDays, HandHeart, Heart, Landmark, Users } from 'lucide-react';
import {
  CATEGORY_LABELS,
  EVENT_LIST_LABELS,
  EVENT_LISTS,
  paths,
  SITE,
  TRUSTS,
  type Category,
} from '@charity/shared';
import { LogoMark } from '#src/components/ui/logo-mark.tsx';

/*
 * The interim home page: a welcome, the two trusts and the two seva categories. A later issue replaces it with
 * the full home of SPEC §2 (banner slider, counters, galleries, blogs).
 */

export function WelcomeHero() {
  return (
    <section className="relative overflow-hidden bg-sand">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-[radial-gradient(circle,rgb(244_200_105/0.45),transparent_65%)]"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <p className="eyebrow">Welcome to</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl lg:text-6xl">{SITE.name}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted sm:text-xl">{SITE.tagline}.</p>
          <p className="mt-4 max-w-xl text-ink">
            Through {TRUSTS[1].name} and {TRUSTS[2].name}, our volunteers offer love in action: a home and schooling
            for children, dignity and care for elders, and restored temples where communities gather in prayer.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.about} className="btn btn-outline">
              About us
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to={paths.donation} className="btn btn-primary">
              <Heart aria-hidden="true" className="size-4" />
              Donate
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-md sm:block">
          <div className="absolute inset-0 rounded-full border-2 border-dashed border-gold/60" />
          <div className="absolute inset-8 rounded-full border border-primary/30 bg-cream/60" />
          <div className="absolute inset-16 rounded-full bg-[radial-gradient(circle,rgb(244_200_105/0.6),transparent_70%)]" />
          <LogoMark className="absolute inset-[22%] size-[56%] drop-shadow-xl" />
        </div>
      </div>
    </section>
  );
}

function SectionHeading({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="eyebrow">{eyebrow}</p>
      <h2 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h2>
      <span className="ornament mt-4 justify-center" aria-hidden="true">
        <span className="size-1.5 rounded-full bg-current" />
      </span>
      <p className="mt-4 text-muted">{intro}</p>
    </div>
  );
}

const trustCards = [
  { trust: TRUSTS[1], to: paths.saiMayeeTrust, Icon: HandHeart },
  { trust: TRUSTS[2], to: paths.saiMeruMathiTrust, Icon: Landmark },
] as const;

export function TrustCards() {
  return (
    <section className="container-page py-16 sm:py-24">
      <SectionHeading
        eyebrow="Who we are"
        title="Two trusts, one spirit of service"
        intro="Each trust keeps its own accounts and its own purpose; together they share volunteers, prayers and joy."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {trustCards.map(({ trust, to, Icon }) => (
          <li key={trust.id}>
            <article className="group relative flex h-full flex-col rounded-3xl border border-line bg-white p-8 shadow-card transition-shadow hover:shadow-header">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-semibold">{trust.name}</h3>
              <p className="mt-2 flex-1 text-muted">{trust.purpose}.</p>
              <Link
                to={to}
                className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary-strong after:absolute after:inset-0 after:rounded-3xl"
              >
                Learn more<span className="sr-only"> about {trust.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

const sevaCards: { category: Category; summary: string }[] = [
  {
    category: 'manava-seva',
    summary: 'Service to people: care for orphaned children, the elderly and families in need.',
  },
  {
    category: 'madhava-seva',
    summary: 'Service to the divine: temple restoration, festivals and religious activities.',
  },
];

export function SevaCards() {
  return (
    <section className="bg-sand py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          eyebrow="Our seva"
          title="Events you can be part of"
          intro="Come for a day or stay for a season: every event welcomes helping hands and open hearts."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {sevaCards.map(({ category, summary }) => (
            <li key={category}>
              <article className="flex h-full flex-col rounded-3xl bg-maroon p-8 text-cream shadow-card on-dark">
                <CalendarDays aria-hidden="true" className="size-8 text-gold-soft" />
                <h3 className="mt-4 text-2xl font-semibold text-cream">{CATEGORY_LABELS[category]}</h3>
                <p className="mt-2 flex-1 text-cream/85">{summary}</p>
                <ul className="mt-6 flex flex-wrap gap-2" aria-label={`${CATEGORY_LABELS[category]} events`}>
                  {EVENT_LISTS.map((list) => (
                    <li key={list}>
                      <Link
                        to={paths.eventList(category, list)}
                        className="inline-flex rounded-full border border-cream/30 px-4 py-2 text-sm font-semibold text-cream transition-colors hover:border-gold-soft hover:bg-gold-soft hover:text-maroon-deep"
                      >
                        {EVENT_LIST_LABELS[list]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function VolunteerBand() {
  return (
    <section className="container-page py-16 sm:py-20">
      <div className="flex flex-col items-center gap-6 rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-card md:flex-row md:px-12 md:text-left">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <Users aria-hidden="true" className="size-8" />
        </span>
        <div className="flex-1">
          <h2 className="text-2xl font-semibold sm:text-3xl">Join {SITE.volunteersCount} volunteers</h2>
          <p className="mt-2 text-muted">
            Teachers, doctors, cooks, engineers and students already give their time. There is a place for yours.
          </p>
        </div>
        <Link to={paths.volunteer} className="btn btn-primary shrink-0">
          Be a Volunteer
        </Link>
      </div>
    </section>
  );
}
