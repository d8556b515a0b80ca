import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, type ErrorBody } from '@charity/shared';
import { adminCall, auditRows, member } from '../../../../test/support/staff-test-kit.ts';
import {
  testDatabases,
  testRedisUrl,
  useTestApp,
  useTestCast,
  type TestContext,
} from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm, receiptMailsTo } from '../../../../test/support/donations-test-kit.ts';
import { financeTeam } from '../../../../test/support/finance-test-kit.ts';
import { RESEND_RECEIPT_LIMITS } from './refund-routes.ts';

type App = TestContext['app'];

const resend = (app: App, token: string, id: number) =>
  adminCall(app, 'POST', `/api/admin/donations/${id}/resend-receipt`, { token });

/**
 * The console's resend-receipt is limited per donation and per staff member (docs/product/privacy-and-limits.md):
 * 429 with Retry-After beyond the limit, in memory and, when REDIS_URL is set, shared through Redis.
 */
const setups = [
  ...testDatabases.map((database) => ({ database, redis: undefined as string | undefined })),
  ...(testRedisUrl ? [{ database: testDatabases[0] ?? 'sqlite', redis: testRedisUrl }] : []),
];

describe.each(setups)('resend-receipt limits on $database (Redis: $redis)', ({ database, redis }) => {
  const ctx = useTestApp(database, { env: redis ? { REDIS_URL: redis } : {} });
  const team = useTestCast(ctx, financeTeam);
  const app = () => ctx.app;
  const { donation: perDonation, staff: perStaff } = RESEND_RECEIPT_LIMITS;

  const expectLimited = (res: Awaited<ReturnType<typeof resend>>, windowMs: number) => {
    expect(res.statusCode, res.body).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowMs / 1000);
    expect(res.json<ErrorBody>().message).toBe(REFUND_MESSAGES.resendLimited(Math.ceil(wait / 60)));
  };

  it(`mails one donation's receipt again at most ${perDonation.max} times an hour, whoever asks`, async () => {
    const form = donationForm();
    const paid = await donateAndPay(app(), form);
    for (let n = 0; n < perDonation.max; n++) {
      expect((await resend(app(), team.finance.token, paid.id)).statusCode).toBe(200);
    }
    const auditsBefore = (await auditRows(app(), 'resend-receipt')).length;
    expectLimited(await resend(app(), team.finance.token, paid.id), perDonation.windowMs);
    // Another staff member is held to the same donation's budget.
    expectLimited(await resend(app(), team.admin.token, paid.id), perDonation.windowMs);
    // The payment's mail and the allowed resends; nothing more, and no audit entry for a refused one.
    expect(await receiptMailsTo(app(), form.email ?? '')).toHaveLength(1 + perDonation.max);
    expect(await auditRows(app(), 'resend-receipt')).toHaveLength(auditsBefore);
  });

  it(`lets one staff member resend at most ${perStaff.max} receipts an hour; others still can`, async () => {
    const donations = await Promise.all(
      Array.from({ length: Math.ceil(perStaff.max / perDonation.max) + 1 }, () => donateAndPay(app())),
    );
    const last = donations.pop();
    if (!last) throw new Error('no donation');
    // A treasurer of their own: refused attempts count too, and the test above made some.
    const treasurer = await member(app(), team.admin, 'finance');
    let sent = 0;
    for (const paid of donations) {
      for (let n = 0; n < perDonation.max && sent < perStaff.max; n++, sent++) {
        expect((await resend(app(), treasurer.token, paid.id)).statusCode).toBe(200);
      }
    }
    expect(sent).toBe(perStaff.max);
    expectLimited(await resend(app(), treasurer.token, last.id), perStaff.windowMs);
    expect((await resend(app(), team.finance.token, last.id)).statusCode).toBe(200);
  });
});
