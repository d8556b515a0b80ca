import { useQuery } from '@tanstack/react-query';
import { GALLERY_FILTERS, paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import { PAGES } from '#src/config/pages.ts';
import { galleryImagesQueryOptions } from '#src/features/gallery/api/get-gallery-images.ts';
import { GalleryFilterTabs } from '#src/features/gallery/components/gallery-filter-tabs.tsx';
import { GallerySearch } from '#src/features/gallery/components/gallery-search.tsx';
import { pickParam, usePageQuery } from '#src/hooks/use-page-query.ts';

export function Component() {
  const meta = PAGES[paths.galleryImages];
  const { page, get, search, hrefForPage, setFilter, setSearch } = usePageQuery();
  const filter = pickParam(get('filter'), GALLERY_FILTERS, 'all');
  const { data, isError } = useQuery(galleryImagesQueryOptions({ page, filter, search }));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <GallerySearch value={search} onSearch={setSearch} />
        <GalleryFilterTabs value={filter} onValueChange={setFilter} label="Filter images">
          <PagedResults
            data={data}
            isError={isError}
            page={page}
            hrefForPage={hrefForPage}
            noun="Images"
            emptyTitle="No images found"
            emptyMessage={
              search
                ? `Nothing matches “${search}”. Try another word or clear the search.`
                : 'There are no photographs here yet. Please visit again soon.'
            }
          >
            {(items) => <ImageThumbnailGrid images={items} priority />}
          </PagedResults>
        </GalleryFilterTabs>
      </section>
    </>
  );
}
