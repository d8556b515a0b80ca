import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, galleryImageSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const galleryImagesResponse = dataEnvelope(z.array(galleryImageSchema));

const getRandomGalleryImages = (signal?: AbortSignal) =>
  api.get('/api/gallery-image/random', galleryImagesResponse, { signal });

export const randomGalleryImagesQuery = () =>
  queryOptions({
    queryKey: ['home', 'gallery-images'],
    queryFn: ({ signal }) => getRandomGalleryImages(signal),
    select: (r) => r.data,
  });

export const useRandomGalleryImages = () => useQuery(randomGalleryImagesQuery());
