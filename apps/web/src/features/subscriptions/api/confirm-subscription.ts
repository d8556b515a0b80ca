import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type SubscriptionTokenRequest } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** POST /api/subscription/confirm: the token from the confirmation mail's link (double opt-in). */
const confirmSubscription = (token: string) =>
  api.post('/api/subscription/confirm', messageResponseSchema, { token } satisfies SubscriptionTokenRequest);

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription });
