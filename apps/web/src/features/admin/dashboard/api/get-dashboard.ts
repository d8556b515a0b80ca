import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { dashboardResponseSchema } from '@charity/shared';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** GET /api/admin/dashboard: the figures the signed-in role may see. */
export const getDashboard = () =>
  api.get('/api/admin/dashboard', dashboardResponseSchema).then((body) => body.data);

export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.dashboard, queryFn: getDashboard, meta: { errorReporting: 'silent' } });
