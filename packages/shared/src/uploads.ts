import { z } from 'zod';

/**
 * What `POST /api/admin/uploads` answers (docs/product/console.md). `url` is the stored file: for a picture, its widest
 * rendition (at most 1600 px, never wider than the original), whose size `width`, `height` and `bytes` describe;
 * `renditions` lists every stored width, narrowest first, so the console can fill `image` and `image_small`.
 */
export const uploadResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().nonnegative(),
    /** The storage key, for an upload a setting refers to by key (the receipt logo and signature). */
    key: z.string().optional(),
    /** The media library's record of it (docs/product/console.md "Media library"). */
    media_id: z.number().int().optional(),
    renditions: z.array(
      z.object({ width: z.number().int().positive(), height: z.number().int().positive(), url: z.string() }),
    ),
  }),
  z.object({
    kind: z.literal('pdf'),
    url: z.string(),
    bytes: z.number().int().nonnegative(),
    media_id: z.number().int().optional(),
  }),
]);
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadResponseSchema = z.object({ data: uploadResultSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
