import { http, HttpResponse } from 'msw';
import type { StaffRole } from '@charity/shared';

/** The console member the web tests sign in as; only the role changes from test to test. */
export const TEST_STAFF = {
  id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
  name: 'Lakshmi',
  email: 'lakshmi@example.org',
} as const;

/** The console's "who is signed in" answered for a member of `role` (an msw handler for server.use). */
export const signedInAs = (role: StaffRole) =>
  http.get('/api/admin/auth/me', () => HttpResponse.json({ data: { ...TEST_STAFF, role } }));

/** Signed in as `role` and landing on the dashboard, which the console opens on: both handlers. */
export const signedInOnDashboard = (role: StaffRole) => [
  signedInAs(role),
  http.get('/api/admin/dashboard', () => HttpResponse.json({ data: { role, financial_year: '2026-27' } })),
];
