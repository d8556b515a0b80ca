import { useQuery } from '@tanstack/react-query';
import { GALLERY_FILTERS } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import { galleryVideosQueryOptions } from '#src/features/gallery/api/get-gallery-videos.ts';
import { GalleryFilterTabs } from '#src/features/gallery/components/gallery-filter-tabs.tsx';
import { VideoGrid } from '#src/features/gallery/components/video-grid.tsx';
import { pickParam, usePageQuery } from '#src/hooks/use-page-query.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  const meta = {
    title: t(m['pages.galleryVideos.title']),
    description: t(m['pages.galleryVideos.description']),
  };
  const { page, get, hrefForPage, setFilter } = usePageQuery();
  const filter = pickParam(get('filter'), GALLERY_FILTERS, 'all');
  const { data, isError } = useQuery(galleryVideosQueryOptions({ page, filter }));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <GalleryFilterTabs value={filter} onValueChange={setFilter} label={t(m['gallery.filterVideos'])}>
          <PagedResults
            data={data}
            isError={isError}
            page={page}
            hrefForPage={hrefForPage}
            errorTitle={t(m['gallery.videosFailed'])}
            emptyTitle={t(m['gallery.noVideos'])}
            emptyMessage={t(m['gallery.noVideosYet'])}
          >
            {(items) => <VideoGrid videos={items} />}
          </PagedResults>
        </GalleryFilterTabs>
      </section>
    </>
  );
}
