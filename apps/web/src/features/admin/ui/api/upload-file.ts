import { errorBodySchema, MESSAGES, uploadResponseSchema, type UploadResult } from '@charity/shared';
import { ApiError } from '#src/lib/api-error.ts';

export type UploadOptions = {
  /** Where to post: the content uploads by default; the settings' receipt images have their own route. */
  url?: string;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/admin/uploads (multipart `file`), or `url` (POST /api/admin/settings/images answers the same shape). XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * Same-origin, so the staff cookie goes with it. Failures throw ApiError like every other call (413 too large,
 * 415 not an image or PDF, 403 role may not).
 */
export function uploadFile(
  file: File,
  { url = '/api/admin/uploads', onProgress, signal }: UploadOptions = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = errorBodySchema.safeParse(json);
        reject(new ApiError(xhr.status, body.success ? body.data : { message: MESSAGES.genericError }));
        return;
      }
      const parsed = uploadResponseSchema.safeParse(json);
      if (!parsed.success) {
        reject(new ApiError(0, { message: MESSAGES.genericError }));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data.data);
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, { message: MESSAGES.genericError, error: 'The server could not be reached.' })),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
