import { z } from 'zod';

/**
 * Account answers (docs/product/accounts.md): auth answers carry their fields at the top level, not under
 * `data`.
 */

/** The donor as the API shows them: never the password hash, never a token. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Register and forgot-password: `{ user: { id, … }, message }`; the id leads to the OTP page. */
export const userIdResponseSchema = z.object({
  user: z.object({ id: z.uuid() }).loose(),
  message: z.string().optional(),
});
export type UserIdResponse = z.infer<typeof userIdResponseSchema>;

/** Verify-user and login: `{ access_token, user, message }`. The token is also set as an HttpOnly cookie. */
export const sessionResponseSchema = z.object({
  access_token: z.string(),
  user: publicUserSchema,
  message: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `GET /api/auth/me`: the logged-in donor, or 401. */
export const meResponseSchema = z.object({ data: publicUserSchema });

/** A plain `{ message }` answer (resend OTP, reset password, logout). */
export const messageResponseSchema = z.object({ message: z.string() });

/** The session cookie's name; the web app never reads it (HttpOnly), the server reads it or a Bearer token. */
export const SESSION_COOKIE = 'sm_session';
