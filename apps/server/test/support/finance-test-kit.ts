import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { todayInIndia, type AdminEhundiEntry, type EhundiEntry, type StaffRole } from '@charity/shared';
import { call, randomIp, uniqueEmail } from './auth-test-kit.ts';
import { adminCall, everyRole, type Enrolled } from './staff-test-kit.ts';

/**
 * Helpers for the finance console tests: staff of every role signed in through the real routes, e-hundi entries
 * made through the public form, offline gifts and reconciliations through the admin API.
 */

type App = Pick<FastifyInstance, 'inject' | 'db' | 'config'>;

export type Team = Record<StaffRole, Enrolled>;

/** The first admin and one member of each other role: the staff kit's cast under the name the finance tests use. */
export const financeTeam: (app: App) => Promise<Team> = everyRole;

/** An e-hundi entry as a donor makes it on the public page. */
export async function ehundiEntry(app: App, overrides: Record<string, string> = {}): Promise<EhundiEntry> {
  const res = await call(app, 'POST', '/api/e-hundi/create', {
    body: {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: uniqueEmail('hundi'),
      phone: '98450 12345',
      amount: '501',
      city: 'Mysuru',
      state: 'Karnataka',
      trust: '1',
      pan: 'ABCPK1234Q',
      address: '7 Chamundi Road',
      pin_code: '570001',
      indian_citizen: 'on',
      ...overrides,
    },
    ip: randomIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: EhundiEntry }>().data;
}

let utrs = 0;
/** A UTR no other reconciliation in the run uses. */
export const uniqueUtr = () => `UTR${Date.now()}${String(++utrs).padStart(4, '0')}`;

export const reconcile = (app: App, token: string, id: number, body: Record<string, unknown>) =>
  adminCall(app, 'POST', `/api/admin/ehundi-entries/${id}/reconcile`, { token, body });

/** A valid offline gift (a cheque) with the given changes. */
export const offlineGift = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  first_name: 'Meena',
  last_name: 'Iyer',
  email: uniqueEmail('offline'),
  phone: '98860 11223',
  address: '12 Temple Street, Mysuru 570001',
  pan: 'ABCPI1234K',
  trust: 1,
  amount: '5000',
  mode: 'cheque',
  reference: '004512',
  received_on: todayInIndia(),
  ...overrides,
});

export const recordGift = (app: App, token: string, body: Record<string, unknown>) =>
  adminCall(app, 'POST', '/api/admin/donations/offline', { token, body });

export const entryOf = (body: string) => (JSON.parse(body) as { data: AdminEhundiEntry }).data;
