import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { galleryImageSchema, pageAnswer, type GalleryFilter } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

type GalleryImagesParams = { page: number; filter: GalleryFilter; search: string };

const galleryImagesPageSchema = pageAnswer(galleryImageSchema);

/**
 * GET /api/gallery-image/paginate?page&filter&search (docs/product/content-and-pages.md); an empty search is
 * left out.
 */
const getGalleryImages = ({ page, filter, search }: GalleryImagesParams, signal?: AbortSignal) =>
  api.get('/api/gallery-image/paginate', galleryImagesPageSchema, {
    query: { page, filter, search: search || undefined },
    signal,
  });

export const galleryImagesQueryOptions = (params: GalleryImagesParams) =>
  queryOptions({
    queryKey: ['gallery-images', params],
    queryFn: ({ signal }) => getGalleryImages(params, signal),
    // Keep the current grid on screen while the next page loads, so it does not flash empty.
    placeholderData: keepPreviousData,
  });
