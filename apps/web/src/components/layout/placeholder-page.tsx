import { Link } from 'react-router';
import { Flower2 } from 'lucide-react';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import type { PageMeta } from '#src/config/pages.ts';

/**
 * The stand-in for a page whose content a later issue builds: the real hero strip and breadcrumb, plus a short
 * note, so every route in docs/product/content-and-pages.md answers with a proper page instead of a 404.
 */
export function PlaceholderPage({ page, eyebrow }: { page: PageMeta; eyebrow?: string }) {
  return (
    <>
      <PageHero title={page.title} eyebrow={eyebrow} description={page.description} />
      <section className="container-page py-16 sm:py-20">
        <div className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl border border-line bg-white/70 px-6 py-12 text-center shadow-card sm:px-12">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
            <Flower2 aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-5 text-lg text-ink">{page.description}</p>
          <h2 className="mt-6 text-2xl font-semibold sm:text-3xl">This page is being lovingly prepared</h2>
          <p className="mt-3 text-muted">
            Our volunteers are putting the finishing touches to it. Please visit again soon; in the meantime
            we would be glad to hear from you.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.home} className="btn btn-outline">
              Back to home
            </Link>
            <Link to={paths.contact} className="btn btn-primary">
              Write to us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
