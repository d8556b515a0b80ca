import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { galleryVideoSchema, pageAnswer, type GalleryFilter } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

type GalleryVideosParams = { page: number; filter: GalleryFilter };

const galleryVideosPageSchema = pageAnswer(galleryVideoSchema);

/** GET /api/gallery-video/paginate?page&filter (docs/product/content-and-pages.md). */
const getGalleryVideos = ({ page, filter }: GalleryVideosParams, signal?: AbortSignal) =>
  api.get('/api/gallery-video/paginate', galleryVideosPageSchema, { query: { page, filter }, signal });

export const galleryVideosQueryOptions = (params: GalleryVideosParams) =>
  queryOptions({
    queryKey: ['gallery-videos', params],
    queryFn: ({ signal }) => getGalleryVideos(params, signal),
    placeholderData: keepPreviousData,
  });
