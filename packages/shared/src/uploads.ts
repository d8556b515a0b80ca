import { z } from 'zod';

const MB = 1024 * 1024;

/**
 * docs/product/console.md: the largest picture and document an editor may upload, and what each box says it takes.
 * The one definition: the server refuses past it, the console checks before sending and writes its hints from it.
 */
export const UPLOAD_LIMITS = { image: 15 * MB, pdf: 30 * MB } as const;

/** An upload box's hint, for what that box takes (a picture box never mentions PDFs). */
export const uploadHint = (accept: 'image' | 'pdf' | 'image-or-pdf'): string => {
  const image = `JPEG, PNG, WebP or AVIF pictures up to ${UPLOAD_LIMITS.image / MB} MB`;
  const pdf = `PDFs up to ${UPLOAD_LIMITS.pdf / MB} MB`;
  const takes = accept === 'image' ? image : accept === 'pdf' ? pdf : `${image}; ${pdf}`;
  return `Drop a file here or choose one: ${takes}.`;
};

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
