import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

/*
 * The subscribe form's shape (SPEC §5). Declared here until the forms issue moves it to packages/shared, where
 * the server will validate with the same schema.
 */

/** Indian mobile: 10 digits starting 6-9, with an optional +91, 91 or 0 in front; spaces and hyphens allowed. */
const INDIAN_MOBILE = /^(?:\+91|91|0)?[6-9]\d{9}$/;

export const subscriptionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .regex(/^[A-Za-z ]+$/, 'Name may contain only letters and spaces'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail')
    .pipe(z.email('Please enter a valid e-mail address')),
  phone: z
    .string()
    .trim()
    .min(1, 'Please enter your phone number')
    .refine(
      (value) => INDIAN_MOBILE.test(value.replace(/[\s-]/g, '')),
      'Please enter a valid 10-digit mobile number',
    ),
  event: z.boolean(),
  newsletter: z.boolean(),
  blog: z.boolean(),
});
export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;

export const SUBSCRIPTION_FIELDS = ['name', 'email', 'phone', 'event', 'newsletter', 'blog'] as const;

const subscriptionResponse = z.object({ message: z.string().optional() }).loose();

/** SPEC §3: ebook and crossword are not on screen and are always sent as false. */
export const createSubscription = (values: SubscriptionForm) =>
  api.post('/api/subscription/create', subscriptionResponse, { ...values, ebook: false, crossword: false });

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
