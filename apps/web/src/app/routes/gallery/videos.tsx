import { useQuery } from '@tanstack/react-query';
import { GALLERY_FILTERS, paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
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
          <PagedResults
            data={data}
            isError={isError}
            page={page}
            hrefForPage={hrefForPage}
            noun="Videos"
            emptyTitle="No videos found"
            emptyMessage="There are no videos here yet. Please visit again soon."
          >
            {(items) => <VideoGrid videos={items} />}
          </PagedResults>
        </GalleryFilterTabs>
      </section>
    </>
  );
}
