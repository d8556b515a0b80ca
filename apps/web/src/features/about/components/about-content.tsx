import { Fragment } from 'react';
import { Link } from 'react-router';
import { ArrowRight, HandHeart, Heart, MapPin } from 'lucide-react';
import { paths, TRUSTS, type SitePage } from '@charity/shared';
import { SocialIcon } from '#src/components/ui/social-icon.tsx';
import { SOCIAL_LINKS } from '#src/config/footer-links.ts';
import { PageHtml, sectionsOf } from '#src/components/ui/page-html.tsx';
import { PagePicture } from '#src/features/about/components/page-picture.tsx';
import {
  CareIllustration,
  LotusIllustration,
  TempleIllustration,
} from '#src/components/art/illustrations.tsx';
import { useT } from '#src/lib/i18n.ts';
import { TRUST_PURPOSES } from '#src/config/trust-purposes.ts';
import { m } from '#src/paraglide/messages.js';

/** The vision's quote (the motto), with its inner HTML captured. */
const QUOTE = /<blockquote(?:\s[^>]*)?>([\s\S]*?)<\/blockquote>/;

const JOIN_IN = [
  {
    label: m['about.volunteerWithUs'],
    text: m['about.volunteerText'],
    to: paths.volunteer,
    icon: HandHeart,
  },
  { label: m['about.give'], text: m['about.giveText'], to: paths.donation, icon: Heart },
  { label: m['about.visit'], text: m['about.visitText'], to: paths.findUs, icon: MapPin },
];

/**
 * The About page body (docs/product/content-and-pages.md): vision, motto, description, the two trusts and the
 * social links. The words are the page's saved text ("Pages as content"), split at its `<h2>` headings: the first
 * heading is the vision, its text up to a quote the vision's words, the quote the motto and what follows it the
 * motto's meaning; the later headings and their text are the story beside the social links.
 */
export function AboutContent({ page }: { page: SitePage }) {
  const t = useT();
  const sections = sectionsOf(page.body);
  const vision = sections[0]?.title ? sections[0] : undefined;
  const story = vision ? sections.slice(1) : sections;
  const [lead = '', motto, meaning = ''] = vision?.html.split(QUOTE) ?? [];
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          {vision ? (
            <>
              <p className="eyebrow">{t(m['about.vision'])}</p>
              <h2 className="mt-2 text-3xl font-semibold sm:text-4xl">{vision.title}</h2>
              <PageHtml html={lead} className="mt-4 text-lg text-ink" />
            </>
          ) : null}
          {motto !== undefined ? (
            <figure className="mt-8 rounded-3xl border-l-4 border-gold bg-sand px-6 py-5">
              <p className="eyebrow">{t(m['about.motto'])}</p>
              <blockquote className="mt-2 font-serif text-2xl text-maroon italic">
                <PageHtml html={motto} />
              </blockquote>
              {meaning.trim() ? (
                <figcaption className="mt-2 text-muted">
                  <PageHtml html={meaning} />
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
        <PagePicture
          page={page}
          className="block h-auto w-full rounded-3xl shadow-card"
          fallback={<LotusIllustration className="block h-auto w-full rounded-3xl shadow-card" />}
        />
      </div>

      <section
        className="mt-16 grid gap-10 lg:grid-cols-[1.2fr_1fr]"
        {...(story[0]?.title ? { 'aria-labelledby': 'about-who' } : {})}
      >
        <div className="prose-page">
          {story.map((section, index) => (
            <Fragment key={index}>
              {section.title ? (
                <h2
                  {...(index === 0 ? { id: 'about-who' } : {})}
                  className={`text-3xl font-semibold${index === 0 ? '' : ' mt-8'}`}
                >
                  {section.title}
                </h2>
              ) : null}
              <PageHtml html={section.html} className="mt-4" />
            </Fragment>
          ))}
        </div>
        <div className="flex flex-col rounded-3xl bg-white p-6 shadow-card sm:p-8">
          <h2 className="text-2xl font-semibold">{t(m['about.followHeading'])}</h2>
          <p className="mt-2 text-muted">{t(m['about.followText'])}</p>
          <ul className="mt-5 flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-semibold text-maroon transition-colors hover:bg-primary-soft"
                >
                  <SocialIcon network={social.network} className="size-5" />
                  {social.label}
                  <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
                </a>
              </li>
            ))}
          </ul>
          {/* The card stands as tall as the story beside it: the ways to join in fill it instead of blank space. */}
          <h2 className="mt-8 border-t border-line pt-6 text-2xl font-semibold">
            {t(m['about.joinHeading'])}
          </h2>
          <ul className="mt-4 grid gap-3">
            {JOIN_IN.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group flex items-start gap-3 rounded-2xl p-2 -m-2 hover:bg-primary-soft"
                >
                  <item.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                  <span>
                    <span className="font-semibold text-maroon group-hover:text-primary-strong">
                      {t(item.label)}
                    </span>
                    <span className="block text-sm text-muted">{t(item.text)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mt-16" aria-labelledby="about-trusts">
        <h2 id="about-trusts" className="text-center text-3xl font-semibold">
          {t(m['about.twoTrusts'])}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {[
            { trust: TRUSTS[1], to: paths.saiMayeeTrust, art: <CareIllustration /> },
            { trust: TRUSTS[2], to: paths.saiMeruMathiTrust, art: <TempleIllustration /> },
          ].map(({ trust, to, art }) => (
            <li key={trust.id}>
              <article className="group relative h-full overflow-hidden rounded-3xl border border-line bg-white shadow-card">
                {art}
                <div className="p-6">
                  <h3 className="text-2xl font-semibold">{trust.name}</h3>
                  <p className="mt-2 text-muted">{t(TRUST_PURPOSES[trust.id])}.</p>
                  <Link
                    to={to}
                    className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary-strong after:absolute after:inset-0"
                  >
                    {t(m['about.aboutTrust'], { name: trust.name })}
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
      </section>
    </div>
  );
}
