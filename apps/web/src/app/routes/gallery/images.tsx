import { useQuery } from '@tanstack/react-query';
import { GALLERY_FILTERS } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import { galleryImagesQueryOptions } from '#src/features/gallery/api/get-gallery-images.ts';
import { GalleryFilterTabs } from '#src/features/gallery/components/gallery-filter-tabs.tsx';
import { GallerySearch } from '#src/features/gallery/components/gallery-search.tsx';
import { pickParam, usePageQuery } from '#src/hooks/use-page-query.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  const meta = {
    title: t(m['pages.galleryImages.title']),
    description: t(m['pages.galleryImages.description']),
  };
  const { page, get, search, hrefForPage, setFilter, setSearch } = usePageQuery();
  const filter = pickParam(get('filter'), GALLERY_FILTERS, 'all');
  const { data, isError } = useQuery(galleryImagesQueryOptions({ page, filter, search }));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <GallerySearch value={search} onSearch={setSearch} />
        <GalleryFilterTabs value={filter} onValueChange={setFilter} label={t(m['gallery.filterImages'])}>
          <PagedResults
            data={data}
            isError={isError}
            page={page}
            hrefForPage={hrefForPage}
            errorTitle={t(m['gallery.imagesFailed'])}
            emptyTitle={t(m['gallery.noImages'])}
            emptyMessage={search ? t(m['gallery.noMatch'], { search }) : t(m['gallery.noImagesYet'])}
          >
            {(items) => <ImageThumbnailGrid images={items} priority />}
          </PagedResults>
        </GalleryFilterTabs>
      </section>
    </>
  );
}
