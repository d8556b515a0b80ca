import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { staffListResponseSchema } from '@charity/shared';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';

/** GET /api/admin/staff (admin). */
export const listStaff = () => api.get('/api/admin/staff', staffListResponseSchema).then((body) => body.data);

export const useStaffList = () =>
  useQuery({ queryKey: staffKeys.members, queryFn: listStaff, meta: { errorReporting: 'silent' } });
