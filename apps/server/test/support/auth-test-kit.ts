import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@charity/shared';
import { mailsTo } from './mail-outbox.ts';

/**
 * Helpers for the auth API tests: they drive the real routes (register, read the code from the mail row, verify)
 * instead of inserting sessions behind the app's back.
 */

/** What the helpers need of the app under test. */
type App = Pick<FastifyInstance, 'inject' | 'db'>;

/**
 * A fresh client address per request unless a test pins one: the per-IP limits would otherwise make the tests of
 * one file throttle each other, while the tests of the limits themselves pin an address.
 */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let counter = 0;
/** An address no other test (or parallel run) uses. */
export const uniqueEmail = (label = 'donor') =>
  `${label}.${Date.now().toString(36)}${(++counter).toString(36)}${randomBytes(3).toString('hex')}@example.org`;

export const PASSWORD = 'correct horse battery';

/** What a test request may carry: a body, a pinned client address, a bearer token, a session cookie, headers. */
export type CallOptions = {
  body?: unknown;
  ip?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

/**
 * One request through app.inject, from a fresh client address unless pinned; `sessionCookie` names the cookie a
 * `cookie` option is sent as (the donor's here, the staff's in staff-test-kit.ts).
 */
export function injectCall(
  app: Pick<FastifyInstance, 'inject'>,
  sessionCookie: string,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `${sessionCookie}=${options.cookie}`;
  const request: InjectOptions = { method, url, headers, remoteAddress: options.ip ?? randomIp() };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

export function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return injectCall(app, SESSION_COOKIE, method, url, options);
}

export const registerBody = (email = uniqueEmail(), overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  first_name: 'Lakshmi',
  last_name: 'Narayan',
  phone: '98450 12345',
  ...overrides,
});

/** The code in a mail's text part: renderMail prints it alone on an indented line. */
export function codeIn(text: string): string {
  const code = /^ {4}(\d{6})$/m.exec(text)?.[1];
  if (!code) throw new Error(`No code in mail:\n${text}`);
  return code;
}

/** The code of the newest mail to the address. */
export async function latestCode(app: App, email: string): Promise<string> {
  const mails = await mailsTo(app, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${email}`);
  return codeIn(last.text_body);
}

/** A code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Registers a new account through the API; returns its id and e-mail (unverified). */
export async function registerUser(
  app: App,
  email = uniqueEmail(),
  overrides: Record<string, unknown> = {},
  ip?: string,
) {
  const res = await call(app, 'POST', '/api/auth/register', { body: registerBody(email, overrides), ip });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ user: { id: string } }>().user.id, email };
}

/** Registers and verifies an account; returns its id, e-mail and the session token of the verification. */
export async function verifiedUser(app: App, email = uniqueEmail(), ip?: string) {
  const { id } = await registerUser(app, email, {}, ip);
  const res = await call(app, 'POST', `/api/auth/verify-user/${id}`, {
    body: { otp: await latestCode(app, email) },
    ip,
  });
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return { id, email, token: res.json<{ access_token: string }>().access_token };
}

/**
 * Moves a challenge's clock back instead of waiting: `issuedMsAgo` ages it past the resend cooldown,
 * `expiredMsAgo` puts its expiry in the past.
 */
export async function ageChallenge(
  app: App,
  userId: string,
  purpose: 'verify-email' | 'reset-password',
  change: { issuedMsAgo?: number; expiredMsAgo?: number },
) {
  const now = Date.now();
  await app.db
    .updateTable('otp_challenges')
    .set({
      ...(change.issuedMsAgo === undefined
        ? {}
        : { created_at: new Date(now - change.issuedMsAgo).toISOString() }),
      ...(change.expiredMsAgo === undefined
        ? {}
        : { expires_at: new Date(now - change.expiredMsAgo).toISOString() }),
    })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

/** The session cookie a response set, with its attributes. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}
