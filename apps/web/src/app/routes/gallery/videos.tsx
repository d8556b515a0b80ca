import { useQuery } from '@tanstack/react-query';
import { GALLERY_FILTERS, paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { PAGES } from '#src/config/pages.ts';
import { galleryVideosQueryOptions } from '#src/features/gallery/api/get-gallery-videos.ts';
import { GalleryFilterTabs } from '#src/features/gallery/components/gallery-filter-tabs.tsx';
import { VideoGrid } from '#src/features/gallery/components/video-grid.tsx';
import { pickParam, usePageQuery } from '#src/hooks/use-page-query.ts';

export function Component() {
  const meta = PAGES[paths.galleryVideos];
  const { page, get, hrefForPage, setFilter } = usePageQuery();
  const filter = pickParam(get('filter'), GALLERY_FILTERS, 'all');
  const { data, isError } = useQuery(galleryVideosQueryOptions({ page, filter }));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <GalleryFilterTabs value={filter} onValueChange={setFilter} label="Filter videos">
          {data && data.data.length > 0 ? (
            <>
              <VideoGrid videos={data.data} />
              <Pagination page={page} total={data.meta.total} hrefForPage={hrefForPage} />
            </>
          ) : data || isError ? (
            <EmptyState
              title={isError ? 'Videos could not be loaded' : 'No videos found'}
              message={
                isError
                  ? 'Please try again in a moment.'
                  : 'There are no videos here yet. Please visit again soon.'
              }
            />
          ) : null}
        </GalleryFilterTabs>
      </section>
    </>
  );
}
