import { messageResponseSchema, type VolunteerRequest } from '@charity/shared';
import type { HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { api, toFormData } from '#src/lib/api-client.ts';

/**
 * POST /api/volunteer/create (docs/product/forms-and-subscriptions.md): a multipart form, as
 * docs/product/forms-and-subscriptions.md has it. The terms tick is not part of it.
 */
export const createVolunteer = (request: VolunteerRequest & HoneypotBody) =>
  api.post('/api/volunteer/create', messageResponseSchema, toFormData(request));
