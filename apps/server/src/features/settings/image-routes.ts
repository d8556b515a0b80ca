import type { FastifyPluginAsync } from 'fastify';
import { brandingImagePath, type ErrorBody, type UploadResponse } from '@charity/shared';
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_MESSAGES,
  storeBrandingImage,
} from '#src/services/storage/branding-images.ts';
import type { UploadRefusal } from '#src/services/storage/uploads.ts';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { multipartReadError } from '#src/shared/http-errors.ts';

/** The same statuses as the content uploads (features/uploads): wrong type 415, too large 413, unreadable 422. */
const STATUS: Record<UploadRefusal['reason'], number> = {
  'unsupported-type': 415,
  'too-large': 413,
  'invalid-file': 422,
};

/** `<content hash>.png|jpg`: the only names the preview route serves. */
const IMAGE_NAME = /^[a-f0-9]{20}\.(?:png|jpg)$/;

/**
 * The receipt's logo and signature (docs/product/giving.md "Receipt branding and dates"), admins only like the
 * settings they belong to. `POST /api/admin/settings/images` (multipart, one part named `file`) stores a PNG or
 * JPEG and answers its key; the settings' `logo_image` or `signature_image` then names that key, and the receipt
 * prints it once the settings are saved. `GET /api/admin/settings/images/:name` shows a stored one to the console:
 * the images have no public address, so a signature is never published by the site (docs/decisions/0032).
 */
export const settingsImageRoutes: FastifyPluginAsync = async (app) => {
  const refuse = (message: string) => ({ message, errors: { file: message } }) satisfies ErrorBody;

  app.post(
    '/api/admin/settings/images',
    { onRequest: requireRole('admin'), config: { acceptsFiles: true } },
    async (request, reply) => {
      const part = await request
        .file({ limits: { files: 1, fileSize: BRANDING_IMAGE_MAX_BYTES + 1, fields: 2, parts: 3 } })
        .catch((error: unknown) => {
          throw multipartReadError(error);
        });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        return reply.code(422).send(refuse('Choose an image to upload.'));
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          return reply.code(413).send(refuse(BRANDING_MESSAGES.tooLarge));
        }
        throw multipartReadError(error);
      }
      // As in the content uploads: a cut on a chunk boundary comes back without an error, so the length decides.
      if (part.file.truncated || bytes.length > BRANDING_IMAGE_MAX_BYTES) {
        return reply.code(413).send(refuse(BRANDING_MESSAGES.tooLarge));
      }
      const outcome = await storeBrandingImage(app.storage, bytes);
      if (!outcome.ok) return reply.code(STATUS[outcome.reason]).send(refuse(outcome.message));
      const { key, width, height, bytes: size } = outcome.image;
      const url = brandingImagePath(key);
      return reply.code(201).send({
        data: { kind: 'image', key, url, width, height, bytes: size, renditions: [{ width, height, url }] },
      } satisfies UploadResponse);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/admin/settings/images/:name',
    { onRequest: requireRole('admin') },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = IMAGE_NAME.test(name) ? await app.storage.get(`branding/${name}`) : undefined;
      if (!bytes) return reply.code(404).send({ message: 'There is no such image.' } satisfies ErrorBody);
      return reply
        .header('content-type', name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  );
};
