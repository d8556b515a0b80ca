import { z } from 'zod';
import { acceptInvitationRequestSchema, type StaffRole } from '@charity/shared';

/** What the console shows for each role (the API speaks in role ids). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  finance: 'Finance',
  coordinator: 'Coordinator',
};

/** The invitation form: the API's request plus a second password entry the browser checks and never sends. */
export const invitationFormSchema = acceptInvitationRequestSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });
