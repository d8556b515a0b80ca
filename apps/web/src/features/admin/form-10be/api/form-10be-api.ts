import { useQuery } from '@tanstack/react-query';
import {
  FORM_10BE_PATHS,
  form10beCertificateResponseSchema,
  form10beDonorsResponseSchema,
  form10beUploadResponseSchema,
  form10beYearResponseSchema,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** TanStack Query keys of the Form 10BE screen; an upload or an assignment invalidates `all`. */
export const form10beKeys = {
  all: ['admin', 'form-10be'] as const,
  year: (trust: string, fy: string) => ['admin', 'form-10be', 'year', trust, fy] as const,
  donors: (trust: string, fy: string, q: string) => ['admin', 'form-10be', 'donors', trust, fy, q] as const,
};

/** GET /api/admin/form-10be?trust&fy (finance): every certificate uploaded for the trust's year. */
export const useForm10beYear = (trust: string, fy: string) =>
  useQuery({
    queryKey: form10beKeys.year(trust, fy),
    queryFn: () => api.get(FORM_10BE_PATHS.list, form10beYearResponseSchema, { query: { trust, fy } }),
    meta: { errorReporting: 'silent', overlay: false },
  });

/** GET /api/admin/form-10be/donors?trust&fy&q: the year's donors a certificate may go to; asked once `q` has 2 characters. */
export const useForm10beDonors = (trust: string, fy: string, q: string) =>
  useQuery({
    queryKey: form10beKeys.donors(trust, fy, q),
    queryFn: () => api.get(FORM_10BE_PATHS.donors, form10beDonorsResponseSchema, { query: { trust, fy, q } }),
    enabled: q.trim().length >= 2,
    meta: { errorReporting: 'silent', overlay: false },
  });

/** POST /api/admin/form-10be (multipart): the certificates, or the portal's ZIP, for the trust's year. */
export function uploadCertificates(trust: string, fy: string, files: readonly File[]) {
  const form = new FormData();
  form.append('trust', trust);
  form.append('fy', fy);
  for (const file of files) form.append('files', file, file.name);
  return api.post(FORM_10BE_PATHS.upload, form10beUploadResponseSchema, form);
}

/** POST /api/admin/form-10be/{id}/assign: the certificate goes to the donor of that gift, and is mailed to them. */
export const assignCertificate = (id: number, donorId: number) =>
  api.post(FORM_10BE_PATHS.assign.replace(':id', String(id)), form10beCertificateResponseSchema, {
    donor_id: donorId,
  });
