import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { dashboardResponseSchema } from '@charity/shared';
import { dashboardKeys } from '#src/features/admin/dashboard/api/keys.ts';

/** GET /api/admin/dashboard: the figures the signed-in role may see. */
export const getDashboard = () =>
  api.get('/api/admin/dashboard', dashboardResponseSchema).then((body) => body.data);

export const useDashboard = () =>
  useQuery({ queryKey: dashboardKeys.figures, queryFn: getDashboard, meta: { errorReporting: 'silent' } });
