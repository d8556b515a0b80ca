import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type PageHeroProps = {
  title: string;
  /** Shown above the title, e.g. the seva category of an event list. */
  eyebrow?: string;
  /** Also used as the page's meta description. */
  description?: string;
  /** `en` when the title is content that was not translated, on a page in another language (lib/content-locale.ts). */
  titleLang?: 'en' | undefined;
};

/**
 * The strip at the top of every inner page (docs/product/content-and-pages.md): the page title and the
 * breadcrumb "Home / {title}".
 */
export function PageHero({ title, eyebrow, description, titleLang }: PageHeroProps) {
  useDocumentMeta(title, description);
  const t = useT();
  return (
    <section className="hero-strip on-dark text-cream">
      <div className="container-page flex flex-col items-center gap-3 py-12 text-center sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-bold tracking-[0.16em] text-gold-soft uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-semibold text-cream sm:text-4xl lg:text-5xl" lang={titleLang}>
          {title}
        </h1>
        <span className="ornament" aria-hidden="true">
          <span className="size-1.5 rounded-full bg-current" />
        </span>
        <nav aria-label={t(m['layout.breadcrumb'])} className="text-sm sm:text-base">
          <ol className="flex flex-wrap items-center justify-center">
            <li>
              <Link
                to={paths.home}
                className="font-semibold text-gold-soft underline-offset-4 hover:underline"
              >
                {t(m['nav.home'])}
              </Link>
            </li>
            <li aria-hidden="true" className="whitespace-pre text-cream/70">
              {' / '}
            </li>
            <li aria-current="page" className="text-cream" lang={titleLang}>
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
