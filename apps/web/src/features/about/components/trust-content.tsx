import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Mail } from 'lucide-react';
import { paths, TRUSTS, type SitePage, type TrustId } from '@charity/shared';
import { CareIllustration, TempleIllustration } from '#src/components/art/illustrations.tsx';
import { listItemsOf, PageHtml, sectionsOf } from '#src/components/ui/page-html.tsx';
import { PagePicture } from '#src/features/about/components/page-picture.tsx';
import { useT, type Message } from '#src/lib/i18n.ts';
import { TRUST_PURPOSES } from '#src/config/trust-purposes.ts';
import { m } from '#src/paraglide/messages.js';

/** Each trust's illustration, shown when the page has no picture of its own. */
const art: Record<TrustId, (title: string) => ReactNode> = {
  1: (title) => <CareIllustration title={title} />,
  2: (title) => <TempleIllustration title={title} />,
};
const ART_TITLES: Record<TrustId, Message> = { 1: m['about.artMayee'], 2: m['about.artMeruMathi'] };

/**
 * The body of a trust page (docs/product/content-and-pages.md): the introduction, the objectives, and the page's
 * picture or the trust's illustration. The words are the page's saved text ("Pages as content"): what comes before
 * its first `<h2>` is the introduction; each heading after it starts a section (the objectives) whose list items
 * are drawn as cards.
 */
export function TrustContent({ trustId, page }: { trustId: TrustId; page: SitePage }) {
  const t = useT();
  const trust = TRUSTS[trustId];
  const sections = sectionsOf(page.body);
  const intro = sections[0]?.title === '' ? sections[0] : undefined;
  const more = intro ? sections.slice(1) : sections;
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div className="prose-page">
          <p className="eyebrow">{t(TRUST_PURPOSES[trustId])}</p>
          <h2 className="mt-2 text-3xl font-semibold">{t(m['about.aboutTrust'], { name: trust.name })}</h2>
          {/* The introduction is the page's saved text (docs/product/content-and-pages.md "Pages as content"). */}
          {intro ? <PageHtml html={intro.html} className="mt-4" /> : null}
        </div>
        <div className="overflow-hidden rounded-3xl shadow-card">
          <PagePicture
            page={page}
            fallback={art[trustId](t(ART_TITLES[trustId]))}
            className="block h-auto w-full"
          />
        </div>
      </div>

      {more.map((section, index) => (
        <TrustSection
          key={index}
          id={index === 0 ? 'trust-objectives' : `trust-section-${index + 1}`}
          {...section}
        />
      ))}

      <section
        className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        aria-labelledby="trust-contact"
      >
        <div>
          <h2 id="trust-contact" className="text-2xl font-semibold">
            {t(m['about.getInTouch'])}
          </h2>
          <p className="mt-1 text-muted">{trust.address}</p>
          {trustId === 2 ? (
            <p className="mt-2">
              {t(m['about.writeToUs'])}{' '}
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
            {t(m['about.volunteerWithUs'])}
          </Link>
          <Link to={paths.donation} className="btn btn-primary">
            {t(m['about.donate'])}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** A titled section of a trust page's text: its list items as cards (the objectives), or else its text. */
function TrustSection({ id, title, html }: { id: string; title: string; html: string }) {
  const items = listItemsOf(html);
  return (
    <section className="mt-14" aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-semibold">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={index} className="flex gap-3 rounded-2xl border border-line bg-white p-5 shadow-card">
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <PageHtml html={item} />
            </li>
          ))}
        </ul>
      ) : (
        <PageHtml html={html} className="prose-page mt-6" />
      )}
    </section>
  );
}
