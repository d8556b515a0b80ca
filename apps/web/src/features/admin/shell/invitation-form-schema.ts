import { z } from 'zod';
import { acceptInvitationRequestSchema } from '@charity/shared';

/** The invitation form: the API's request plus a second password entry the browser checks and never sends. */
export const invitationFormSchema = acceptInvitationRequestSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });
