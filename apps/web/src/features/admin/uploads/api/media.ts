import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mediaItemResponseSchema,
  mediaListResponseSchema,
  type MediaItem,
  type MediaKind,
  type MediaSort,
  type MediaUpdateRequest,
  type UploadResult,
} from '@charity/shared';
import { api, apiRequest } from '#src/lib/api-client.ts';

/** The media library's API (docs/product/console.md "Media library"). */
const BASE = '/api/admin/media-library';

export type MediaFilters = {
  page: number;
  q?: string;
  kind?: MediaKind | '';
  perPage?: number;
  /** Absent for the server's own order, newest first. */
  sort?: MediaSort | undefined;
};

export const mediaKeys = {
  all: ['admin', 'media-library'] as const,
  list: (filters: MediaFilters) => ['admin', 'media-library', 'list', filters] as const,
};

/** GET /api/admin/media-library?page&per_page&q&kind&sort (editor): one page of files, newest first unless sorted. */
export const listMedia = ({ page, q, kind, perPage, sort }: MediaFilters) =>
  api.get(BASE, mediaListResponseSchema, {
    query: { page, q: q || undefined, kind: kind || undefined, per_page: perPage, sort },
  });

export const useMediaList = (filters: MediaFilters, enabled = true) =>
  useQuery({
    queryKey: mediaKeys.list(filters),
    queryFn: () => listMedia(filters),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorReporting: 'silent', overlay: false },
  });

/** PATCH /api/admin/media-library/{id}: alt text and caption. */
export const updateMedia = (id: number, body: MediaUpdateRequest) =>
  apiRequest(`${BASE}/${id}`, mediaItemResponseSchema, { method: 'PATCH', body });

/** DELETE /api/admin/media-library/{id}: 204, or 409 naming where the file is used. */
export const deleteMedia = (id: number) => apiRequest(`${BASE}/${id}`, z.unknown(), { method: 'DELETE' });

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MediaUpdateRequest }) => updateMedia(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMedia(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** A library file as an upload's answer, so a picker fills a form exactly as an upload of it would. */
export function asUploadResult(item: MediaItem): UploadResult {
  if (item.kind === 'pdf') return { kind: 'pdf', url: item.url, bytes: item.bytes ?? 0, media_id: item.id };
  return {
    kind: 'image',
    url: item.url,
    width: item.width ?? 1,
    height: item.height ?? 1,
    bytes: item.bytes ?? 0,
    renditions: item.renditions,
    media_id: item.id,
  };
}

/** The smallest stored rendition, for a thumbnail. */
export const thumbnailOf = (item: MediaItem) => item.renditions[0]?.url ?? item.url;
