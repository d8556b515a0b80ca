import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type SubscriptionTokenRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** POST /api/subscription/unsubscribe: the token from a newsletter mail's unsubscribe link; no login needed. */
export const unsubscribe = (token: string) =>
  api.post('/api/subscription/unsubscribe', messageResponseSchema, {
    token,
  } satisfies SubscriptionTokenRequest);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
