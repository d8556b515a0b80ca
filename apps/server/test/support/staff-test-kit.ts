import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { STAFF_SESSION_COOKIE, type Staff, type StaffRole } from '@charity/shared';
import { injectCall, type CallOptions } from './auth-test-kit.ts';
import { mailsTo } from './mail-outbox.ts';
import { inviteFirstAdminIfNeeded } from '#src/features/staff/first-admin.ts';

/**
 * Helpers for the staff API tests: they go through the real invitation, enrolment and sign-in routes, and compute
 * TOTP codes with otplib from the otpauth:// URL the API hands out, as an authenticator app would.
 */

type App = Pick<FastifyInstance, 'inject' | 'db' | 'config'>;

export const STAFF_PASSWORD = 'seva is its own reward 108';

/** A fresh client address per request unless a test pins one, so the per-IP limits do not throttle the tests. */
export { randomIp } from './auth-test-kit.ts';

/** An address no other test uses. */
export const uniqueEmail = (label = 'staff') => `${label}.${randomBytes(6).toString('hex')}@example.org`;

export function adminCall(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return injectCall(app, STAFF_SESSION_COOKIE, method, url, options);
}

/**
 * Asks the console list at `path` for each of `sorts` (orders it does not offer) and expects the 422 on the sort
 * field that every sortable list answers (packages/shared api.ts sortParam).
 */
export async function expectUnknownSorts(app: App, token: string, path: string, sorts: readonly string[]) {
  for (const sort of sorts) {
    const response = await adminCall(app, 'GET', `${path}?sort=${encodeURIComponent(sort)}`, { token });
    expect(response.statusCode, sort).toBe(422);
    expect(response.json<{ errors?: unknown }>().errors).toEqual({ sort: 'Unknown sort order' });
  }
}

/** The invitation token in an invitation link or mail text. */
export function invitationToken(text: string): string {
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`No invitation link in:\n${text}`);
  return token;
}

/** The token of the newest invitation mailed to `email`. */
export async function mailedInvitation(app: App, email: string): Promise<string> {
  const mails = await mailsTo(app, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${email}`);
  return invitationToken(last.text_body);
}

export const secretOf = (otpauthUrl: string) => {
  const secret = new URL(otpauthUrl).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${otpauthUrl}`);
  return secret;
};

/** The code an authenticator shows `offsetSeconds` from now. */
export const totp = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

export type Enrolled = {
  staff: Staff;
  token: string;
  secret: string;
  recoveryCodes: string[];
  email: string;
};

/** Accepts an invitation through both steps and returns the signed-in member. */
export async function enrol(app: App, token: string, email: string, name = 'Test Staff'): Promise<Enrolled> {
  const accept = await adminCall(app, 'POST', `/api/admin/auth/invitations/${token}`, {
    body: { name, password: STAFF_PASSWORD },
  });
  expect(accept.statusCode, accept.body).toBe(200);
  const secret = secretOf(accept.json<{ data: { otpauth_url: string } }>().data.otpauth_url);
  const confirm = await adminCall(app, 'POST', `/api/admin/auth/invitations/${token}/totp`, {
    body: { code: await totp(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const body = confirm.json<{ access_token: string; staff: Staff; data: { recovery_codes: string[] } }>();
  return {
    staff: body.staff,
    token: body.access_token,
    secret,
    recoveryCodes: body.data.recovery_codes,
    email,
  };
}

/** The first admin, through ADMIN_EMAIL's start-up invitation. */
export async function firstAdmin(app: App): Promise<Enrolled> {
  const email = uniqueEmail('admin');
  const url = await inviteFirstAdminIfNeeded(app, email);
  if (!url) throw new Error('An admin already exists');
  return enrol(app, invitationToken(url), email, 'First Admin');
}

/** A member of `role`, invited by `admin` through the API. */
export async function member(app: App, admin: Enrolled, role: StaffRole): Promise<Enrolled> {
  const email = uniqueEmail(role);
  const invite = await adminCall(app, 'POST', '/api/admin/staff', {
    token: admin.token,
    body: { email, role },
  });
  expect(invite.statusCode, invite.body).toBe(201);
  return enrol(app, await mailedInvitation(app, email), email, `Test ${role}`);
}

/** The first admin and one enrolled member of every other role: the cast of the console's role tests. */
export async function everyRole(app: App): Promise<Record<StaffRole, Enrolled>> {
  const admin = await firstAdmin(app);
  const members = { admin } as Record<StaffRole, Enrolled>;
  for (const role of ['editor', 'finance', 'coordinator'] as const)
    members[role] = await member(app, admin, role);
  return members;
}

export async function auditRows(app: App, action?: string) {
  let query = app.db.selectFrom('audit_log').selectAll().orderBy('id');
  if (action) query = query.where('action', '=', action);
  return query.execute();
}
