import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DONOR_FORM_10BE_PATHS,
  FORM_10BE_PATHS,
  donorForm10beListResponseSchema,
  errorBodySchema,
  financeExportQuerySchema,
  form10beAssignSchema,
  form10beBatchResponseSchema,
  form10beCertificateResponseSchema,
  form10beDonorQuerySchema,
  form10beDonorsResponseSchema,
  form10beUploadResponseSchema,
  form10beYearResponseSchema,
  idParamsSchema,
} from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { invalidFields } from '#src/shared/domain-error.ts';
import { HttpError, errorResponses, multipartReadError } from '#src/shared/http-errors.ts';
import {
  MAX_CERTIFICATES_PER_UPLOAD,
  MAX_UPLOAD_TOTAL_BYTES,
  UploadTooLargeError,
  type UploadedFile,
} from './certificate-reader.ts';
import { FORM_10BE_ATTACHMENT, renderCertificateAttachment } from './certificate-mail.ts';
import {
  assignCertificate,
  batchOf,
  certificatesOfYear,
  donorCertificatePdf,
  searchYearDonors,
  listDonorCertificates,
  uploadCertificates,
  type Form10beDeps,
} from './form-10be-service.ts';
import { currentUser, requireUser } from '#src/services/sessions/plugin.ts';
import { privateNoStore, sendPdf } from '../receipts/pdf-reply.ts';

const TOO_LARGE = 'The certificates are too large together: at most 50 MB at once.';
const tooLarge = () => new HttpError(413, { message: TOO_LARGE, errors: { files: TOO_LARGE } });

/**
 * Reads the upload's fields and files. Every file part is a certificate (or a ZIP of them), whatever its field
 * name; busboy stops a file one byte past the whole upload's bound, and the sum of the files is checked too.
 */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: {
        files: MAX_CERTIFICATES_PER_UPLOAD,
        fileSize: MAX_UPLOAD_TOTAL_BYTES + 1,
        fields: 4,
        fieldSize: 100,
        parts: MAX_CERTIFICATES_PER_UPLOAD + 4,
      },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer().catch((error: unknown) => {
        throw error instanceof request.server.multipartErrors.RequestFileTooLargeError ? tooLarge() : error;
      });
      total += bytes.length;
      // toBuffer() may return a file cut at the limit without an error (uploads/routes.ts): the length decides.
      if (part.file.truncated || total > MAX_UPLOAD_TOTAL_BYTES) throw tooLarge();
      // The name as the browser sent it, bounded: it is only shown back.
      files.push({ file: part.filename.slice(0, 255), bytes });
    }
  } catch (error) {
    throw multipartReadError(error);
  }
  return { fields, files };
}

/**
 * Form 10BE certificates (docs/product/giving.md "Form 10BE certificates"): finance staff and admins upload the
 * certificates the portal generated, see each upload's matches, and assign the rest by hand. The guard runs on
 * request, so another role hears 403 before any of the body is read.
 */
export const form10beRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const deps: Form10beDeps = { db: app.db, cipher: app.cipher, ...(opts.now ? { now: opts.now } : {}) };
  const finance = requireRole('finance');
  const tags = ['admin'];
  // A certificate's mail names it; the worker attaches the stored PDF when it sends.
  app.mail.registerRenderer(FORM_10BE_ATTACHMENT, (ref) => renderCertificateAttachment(app.db, ref));

  app.post(
    FORM_10BE_PATHS.upload,
    {
      onRequest: finance,
      config: { acceptsFiles: true },
      schema: {
        tags,
        summary:
          "Uploads Form 10BE certificates (multipart `trust`, `fy` and the PDFs, or the portal's ZIP) and matches each to its donor of that trust and year (audited)",
        consumes: ['multipart/form-data'],
        response: { 201: form10beUploadResponseSchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readUpload(request);
      const parsed = financeExportQuerySchema.safeParse(fields);
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
      if (files.length === 0) errors.files = 'Choose the certificates to upload';
      if (!parsed.success || files.length === 0) throw invalidFields(errors);
      try {
        const data = await uploadCertificates(deps, { ...parsed.data, files }, actorOf(request));
        return await reply.code(201).send({ data });
      } catch (error) {
        if (error instanceof UploadTooLargeError)
          throw new HttpError(413, { message: error.message, errors: { files: error.message } });
        throw error;
      }
    },
  );

  app.get(
    FORM_10BE_PATHS.list,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "Every Form 10BE certificate uploaded for the trust's year, with its match, mail and download; the donor's ID masked",
        querystring: financeExportQuerySchema,
        response: { 200: form10beYearResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await certificatesOfYear(deps, request.query) };
    },
  );

  app.get(
    FORM_10BE_PATHS.donors,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "The trust's donors of the year a certificate may be assigned to, by name, e-mail or PAN (at most 20; the PAN masked)",
        querystring: form10beDonorQuerySchema,
        response: { 200: form10beDonorsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await searchYearDonors(deps, request.query) };
    },
  );

  app.get(
    FORM_10BE_PATHS.batch,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "One upload's certificates: matched, unmatched with the reason, ambiguous; the donor's ID masked",
        params: idParamsSchema,
        response: { 200: form10beBatchResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await batchOf(deps, request.params.id) };
    },
  );

  app.post(
    FORM_10BE_PATHS.assign,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Assigns a certificate by hand to a donor: one of their receipted gifts of that trust and year (audited)',
        params: idParamsSchema,
        body: form10beAssignSchema,
        response: { 200: form10beCertificateResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await assignCertificate(deps, request.params.id, request.body.donor_id, actorOf(request)),
    }),
  );

  // The donor's side: their certificates on the payments page, each downloadable (signed-in donors only).
  app.get(
    DONOR_FORM_10BE_PATHS.list,
    {
      onRequest: requireUser,
      onSend: privateNoStore,
      schema: {
        tags: ['donations'],
        summary: "The signed-in donor's Form 10BE certificates, newest year first",
        response: { 200: donorForm10beListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listDonorCertificates(app.db, currentUser(request)) }),
  );

  app.get(
    DONOR_FORM_10BE_PATHS.pdf,
    {
      onRequest: requireUser,
      // It carries the donor's PAN or Aadhaar: no cache may keep it.
      onSend: privateNoStore,
      schema: {
        tags: ['donations'],
        summary: "One of the donor's Form 10BE certificates as uploaded (PDF); the first download is noted",
        params: idParamsSchema,
        // No response schemas: the success is a PDF; errors are 401, 404 and 422 bodies.
      },
    },
    async (request, reply) =>
      sendPdf(reply, await donorCertificatePdf(deps, currentUser(request), request.params.id), 'attachment'),
  );
};
