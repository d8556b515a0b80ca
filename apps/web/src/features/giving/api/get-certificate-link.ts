import { certificateLinkSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/**
 * GET /api/donation/certificate/{id} (SPEC §7): a short-lived signed URL of the receipt PDF, which a new tab can
 * open without the session (DESIGN §5).
 */
export const getCertificateLink = (id: number) =>
  api.get(`/api/donation/certificate/${encodeURIComponent(String(id))}`, certificateLinkSchema);
