import { api } from '#src/lib/api-client.ts';
import { messageResponseSchema } from '@charity/shared';

/** POST /api/admin/auth/logout: ends the staff session (the server clears its cookie). */
export const logout = () => api.post('/api/admin/auth/logout', messageResponseSchema);
