import { z } from 'zod';

/** `POST /api/admin/uploads` (multipart `file`): where the stored file lives and what it is. */
export const uploadResultSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'pdf']),
  /** Pixel size, for images only. */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  bytes: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResponseSchema = z.object({ data: uploadResultSchema });
