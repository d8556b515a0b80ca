import { useQuery } from '@tanstack/react-query';
import { GALLERY_FILTERS, paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
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
          {data && data.data.length > 0 ? (
            <>
              <ImageThumbnailGrid images={data.data} />
              <Pagination page={page} total={data.meta.total} hrefForPage={hrefForPage} />
            </>
          ) : data || isError ? (
            <EmptyState
              title={isError ? 'Images could not be loaded' : 'No images found'}
              message={
                isError
                  ? 'Please try again in a moment.'
                  : search
                    ? `Nothing matches “${search}”. Try another word or clear the search.`
                    : 'There are no photographs here yet. Please visit again soon.'
              }
            />
          ) : null}
        </GalleryFilterTabs>
      </section>
    </>
  );
}
