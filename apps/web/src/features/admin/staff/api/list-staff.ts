import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { staffListResponseSchema } from '@charity/shared';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** GET /api/admin/staff (admin). */
export const listStaff = () => api.get('/api/admin/staff', staffListResponseSchema).then((body) => body.data);

export const useStaffList = () =>
  useQuery({ queryKey: adminKeys.staff, queryFn: listStaff, meta: { errorReporting: 'silent' } });
