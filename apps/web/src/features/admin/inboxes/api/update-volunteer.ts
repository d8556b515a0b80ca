import { volunteerDetailResponseSchema, type UpdateVolunteerRequest } from '@charity/shared';
import { apiRequest } from '#src/lib/api-client.ts';

/**
 * PATCH /api/admin/volunteers/{id} (coordinator): a move along new → contacted → active or declined, with an
 * optional note (422 on `status` for a move the workflow refuses).
 */
export const updateVolunteer = (id: number, update: UpdateVolunteerRequest) =>
  apiRequest(`/api/admin/volunteers/${id}`, volunteerDetailResponseSchema, { method: 'PATCH', body: update });
