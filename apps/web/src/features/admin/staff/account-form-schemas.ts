import { z } from 'zod';
import { changePasswordRequestSchema } from '@charity/shared';

/** The new-password form: the API's request plus a second entry the browser checks and never sends. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.new_password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });
