import { certificateLinkSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * GET /api/donation/certificate/{id} (docs/product/giving.md): a short-lived signed URL of the receipt PDF,
 * which a new tab can open without the session (docs/product/giving.md).
 */
export const getCertificateLink = (id: number) =>
  api.get(`/api/donation/certificate/${encodeURIComponent(String(id))}`, certificateLinkSchema);
