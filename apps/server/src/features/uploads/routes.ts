import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ErrorBody } from '@charity/shared';
import type { UploadResponse, UploadResult } from '@charity/shared';
import { MAX_UPLOAD_BYTES, processUpload, type UploadRefusal } from '#src/services/storage/uploads.ts';
import { multipartReadError } from '#src/shared/http-errors.ts';

export type UploadRoutesOptions = {
  /**
   * Who may upload: the staff guard, `requireRole('editor')` once staff sign-in exists (docs/product/console.md). Required,
   * so the route can never be registered open by forgetting it.
   */
  requireEditor: onRequestAsyncHookHandler;
  /**
   * Records the stored file in the media library (docs/product/console.md "Media library") and answers its id;
   * absent in the storage tests, which have no database.
   */
  record?: (upload: UploadResult, originalName: string, request: FastifyRequest) => Promise<number>;
};

const STATUS: Record<UploadRefusal['reason'], number> = {
  'unsupported-type': 415,
  'too-large': 413,
  'invalid-file': 422,
};

/**
 * `POST /api/admin/uploads` (multipart, one part named `file`). Needs @fastify/multipart registered without
 * attachFieldsToBody, and `app.storage`. The body is read into memory up to the largest allowed size (30 MB,
 * one editor at a time); one byte more and busboy stops reading and the answer is 413.
 */
export async function uploadRoutes(app: FastifyInstance, opts: UploadRoutesOptions) {
  app.post(
    '/api/admin/uploads',
    { onRequest: opts.requireEditor, config: { acceptsFiles: true } },
    async (request, reply) => {
      const part = await request
        .file({
          // One byte over the cap: a file cut off there is longer than any allowed one, whatever busboy reports.
          limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 5, fieldSize: 1024, parts: 6 },
        })
        .catch((error: unknown) => {
          throw multipartReadError(error);
        });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        return reply.code(422).send({
          message: 'Choose a file to upload.',
          errors: { file: 'Choose a file to upload' },
        } satisfies ErrorBody);
      }
      const tooLarge = () =>
        reply.code(413).send({
          message: 'The file is too large: pictures can be at most 15 MB and PDFs 30 MB.',
          errors: { file: 'The file is too large' },
        } satisfies ErrorBody);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) return tooLarge();
        throw multipartReadError(error);
      }
      // toBuffer() only notices the size limit when busboy sets `truncated` before the last chunk is read; when
      // the cut falls on a chunk boundary it returns the cut file without an error, so the length decides.
      if (part.file.truncated || bytes.length > MAX_UPLOAD_BYTES) return tooLarge();

      const outcome = await processUpload(app.storage, bytes);
      if (!outcome.ok) {
        return reply
          .code(STATUS[outcome.reason])
          .send({ message: outcome.message, errors: { file: outcome.message } } satisfies ErrorBody);
      }
      const mediaId = await opts.record?.(outcome.upload, part.filename, request);
      const data = mediaId === undefined ? outcome.upload : { ...outcome.upload, media_id: mediaId };
      return reply.code(201).send({ data } satisfies UploadResponse);
    },
  );
}
