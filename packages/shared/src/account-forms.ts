import { z } from 'zod';
import { emailField, lettersField, newPasswordField, otpField, termsField } from './forms.ts';
import { optionalPhoneField } from './phone.ts';

/**
 * The donor account forms (docs/product/accounts.md): register, log in, forgot and reset password, verify the
 * e-mailed code. Apart from forms.ts because the register form takes a phone number of any country (phone.ts and
 * its metadata), which pages without these forms should not load.
 */

/** An existing password (login): only required; its rules are not revealed. */
const passwordField = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(128, 'The password must be at most 128 characters');

export const registerRequestSchema = z.object({
  first_name: lettersField('First name'),
  // docs/product/forms-and-subscriptions.md notes the original calls this "first name" in its messages;
  // docs/product/accounts.md fixes it to "Last name".
  last_name: lettersField('Last name'),
  email: emailField,
  phone: optionalPhoneField,
  password: newPasswordField,
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;
/**
 * "The passwords do not match" is checked as soon as both passwords are typed, even while other fields are still
 * wrong (zod skips an object's refinements after a field failed, unless told `when`), so every problem of the form
 * shows at once (docs/product/forms-and-subscriptions.md).
 */
const passwordsTyped = z.object({ password: z.string(), confirm_password: z.string().min(1) });
const passwordsMatch = {
  path: ['confirm_password'],
  message: 'The passwords do not match',
  when: (payload: { value: unknown }) => passwordsTyped.safeParse(payload.value).success,
};
const samePasswords = (form: { password: unknown; confirm_password: unknown }) =>
  form.password === form.confirm_password;

export const registerFormSchema = registerRequestSchema
  .extend({ confirm_password: z.string().min(1, 'Please confirm the password'), terms: termsField })
  .refine(samePasswords, passwordsMatch);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const loginRequestSchema = z.object({ email: emailField, password: passwordField });
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

export const verifyUserRequestSchema = z.object({ otp: otpField });
export type VerifyUserRequest = z.output<typeof verifyUserRequestSchema>;

export const resetPasswordRequestSchema = z.object({ otp: otpField, password: newPasswordField });
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirm_password: z.string().min(1, 'Please confirm the password') })
  .refine(samePasswords, passwordsMatch);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/**
 * User ids are random UUIDs (docs/product/forms-and-subscriptions.md); anything else in /auth/…/{id} is
 * refused before a lookup.
 */
export const userIdParamsSchema = z.object({ id: z.uuid('Invalid ID') });
