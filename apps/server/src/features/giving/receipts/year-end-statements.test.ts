import { beforeAll, describe, expect, it } from 'vitest';
import {
  STATEMENT_MESSAGES,
  STATEMENT_PATHS,
  financialYearBounds,
  financialYearOf,
  previousFinancialYear,
  type ErrorBody,
} from '@charity/shared';
import { call, registerUser, uniqueEmail, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import { adminCall } from '../../../../test/support/staff-test-kit.ts';
import { mailsTo } from '../../../../test/support/mail-outbox.ts';
import {
  testDatabases,
  useTestApp,
  useTestCast,
  type TestContext,
} from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm, readPdf } from '../../../../test/support/donations-test-kit.ts';
import { financeTeam } from '../../../../test/support/finance-test-kit.ts';
import type { MailExtras } from '#src/services/mail/outbox.ts';
import { createDashboardService } from '#src/features/dashboard/service.ts';
import { YEAR_END_ATTACHMENT } from './statement-mail.ts';
import { optOutToken, runYearEndStatements } from './year-end-statements.ts';

type App = TestContext['app'];
type Donor = Awaited<ReturnType<typeof verifiedUser>>;

const YEAR_END_SUBJECT = 'Your statement of donations';

/** The year-end mails queued to an address (the donor's own "mail me my statement" mails have no render). */
async function yearEndMailsTo(app: App, email: string) {
  const rows = await mailsTo(app, email);
  return rows.filter(
    (row) =>
      row.subject.startsWith(YEAR_END_SUBJECT) &&
      (JSON.parse(row.extras) as MailExtras).render?.some((r) => r.kind === YEAR_END_ATTACHMENT),
  );
}

describe.each(testDatabases)('year-end statements on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  const app = () => ctx.app;
  // The gifts are made now, so they fall in this financial year; the job is run with a clock at its end.
  const fy = financialYearOf(new Date());
  const firstOfApril = new Date(financialYearBounds(fy).end);
  const lastMomentOfMarch = new Date(firstOfApril.getTime() - 1);
  const deps = () => ({ db: ctx.app.db, config: ctx.config });
  let asha: Donor;
  let refundedOnly: Donor;
  let optedOut: Donor;
  let unverifiedEmail = '';
  const kept: string[] = [];
  let refundedReceipt = '';

  beforeAll(async () => {
    asha = await verifiedUser(ctx.app);
    refundedOnly = await verifiedUser(ctx.app);
    optedOut = await verifiedUser(ctx.app);
    unverifiedEmail = uniqueEmail('unverified');
    await registerUser(ctx.app, unverifiedEmail);
    // Asha: two gifts to the first trust (one refunded later) and one to the second. The other donor's only gift
    // is refunded; the third opts out; an unverified account and a guest give too.
    const first = await donateAndPay(ctx.app, donationForm({ email: asha.email, amount: '1500.50' }));
    const refunded = await donateAndPay(ctx.app, donationForm({ email: asha.email, amount: '700' }));
    await donateAndPay(ctx.app, donationForm({ email: asha.email, amount: '250', trust: '2', pan: '' }));
    const gone = await donateAndPay(ctx.app, donationForm({ email: refundedOnly.email, amount: '500' }));
    await donateAndPay(ctx.app, donationForm({ email: optedOut.email, amount: '300' }));
    await donateAndPay(ctx.app, donationForm({ email: unverifiedEmail, amount: '400' }));
    await donateAndPay(ctx.app, donationForm({ amount: '600' }));
    kept.push(first.receiptNumber);
    refundedReceipt = refunded.receiptNumber;
    for (const id of [refunded.id, gone.id]) {
      const res = await adminCall(ctx.app, 'POST', `/api/admin/donations/${id}/refund`, {
        token: team.finance.token,
        body: { reason: 'Given twice by mistake' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('queues nothing before 1 April: the year is not closed yet', async () => {
    const run = await runYearEndStatements(deps(), lastMomentOfMarch);
    expect(run).toEqual({ financial_year: previousFinancialYear(fy), queued: 0, opted_out: 0 });
    expect(await yearEndMailsTo(app(), asha.email)).toEqual([]);
  });

  it('refuses a forged or missing opt-out token, and answers a page that asks before opting out', async () => {
    const forged = await call(app(), 'POST', STATEMENT_PATHS.optOut, { body: { token: `${asha.id}.1.x` } });
    expect(forged.statusCode).toBe(404);
    expect(forged.json<ErrorBody>().message).toBe(STATEMENT_MESSAGES.optOutInvalid);
    const missing = await call(app(), 'POST', STATEMENT_PATHS.optOut, { body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors).toHaveProperty('token');
    const token = optOutToken(optedOut.id, ctx.config);
    const page = await app().inject({
      method: 'GET',
      url: `${STATEMENT_PATHS.optOut}?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    const badPage = await app().inject({ method: 'GET', url: `${STATEMENT_PATHS.optOut}?token=nope` });
    expect(badPage.statusCode).toBe(404);
  });

  it('records an opt-out through the signed link, the same the second time', async () => {
    const token = optOutToken(optedOut.id, ctx.config);
    for (let n = 0; n < 2; n++) {
      const res = await call(app(), 'POST', `${STATEMENT_PATHS.optOut}?token=${encodeURIComponent(token)}`, {
        body: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ message: string }>().message).toBe(STATEMENT_MESSAGES.optedOut);
    }
    // The page's form, posted by a browser, is answered with a page.
    const form = await app().inject({
      method: 'POST',
      url: STATEMENT_PATHS.optOut,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain('we will not mail you a year-end statement again');
  });

  it('from 1 April, two runs at once queue exactly one mail per donor and trust, opted-out donors skipped', async () => {
    const runs = await Promise.all([
      runYearEndStatements(deps(), firstOfApril),
      runYearEndStatements(deps(), firstOfApril),
    ]);
    expect(runs.every((run) => run.financial_year === fy)).toBe(true);
    // Asha's two trusts; the opted-out donor counted once; refunded-only, unverified and guest donors never.
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.opted_out, 0)).toBe(1);
    const mails = await yearEndMailsTo(app(), asha.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `${YEAR_END_SUBJECT} ${fy} from Sai Mayee Trust`,
      `${YEAR_END_SUBJECT} ${fy} from Sai Meru Mathi Trust`,
    ]);
    for (const email of [refundedOnly.email, optedOut.email, unverifiedEmail]) {
      expect(await yearEndMailsTo(app(), email)).toEqual([]);
    }
    // A restart a day later finds every statement claimed.
    const later = await runYearEndStatements(deps(), new Date(firstOfApril.getTime() + 24 * 3600_000));
    expect(later).toEqual({ financial_year: fy, queued: 0, opted_out: 0 });
    expect(await yearEndMailsTo(app(), asha.email)).toHaveLength(2);
  });

  it("attaches the statement's PDF, refunded gifts left out, and carries a working opt-out link", async () => {
    const [mail] = (await yearEndMailsTo(app(), asha.email)).filter((row) =>
      row.subject.endsWith('Sai Mayee Trust'),
    );
    expect(mail).toBeDefined();
    const sent = await app().mail.expand(mail!);
    const extras = JSON.parse(sent.extras) as MailExtras;
    expect(extras.attachments).toHaveLength(1);
    expect(extras.attachments![0]!.contentType).toBe('application/pdf');
    const { text } = await readPdf(Buffer.from(extras.attachments![0]!.contentBase64, 'base64'));
    for (const receipt of kept) expect(text).toContain(receipt);
    expect(text).not.toContain(refundedReceipt);
    expect(extras.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<(http[^>]+)>/.exec(extras.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail!.text_body).toContain(link!);
    // The mail client's one-click POST (RFC 8058) opts Asha out.
    const url = new URL(link!);
    const res = await call(app(), 'POST', `${url.pathname}${url.search}`, {
      body: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app()
      .db.selectFrom('statement_opt_outs')
      .selectAll()
      .where('user_id', '=', asha.id)
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it("shows this year's run on the dashboard: started, queued, sent and opted out", async () => {
    const dashboard = createDashboardService({ db: app().db, now: () => firstOfApril });
    const before = (await dashboard.dashboard('finance')).year_end_statements;
    expect(before).toEqual({
      financial_year: fy,
      started_at: firstOfApril.toISOString(),
      queued: 2,
      sent: 0,
      opted_out: 1,
    });
    await app().mail.flush();
    expect((await dashboard.dashboard('finance')).year_end_statements).toMatchObject({ queued: 2, sent: 2 });
    // The year before had no run.
    const lastYear = createDashboardService({ db: app().db, now: () => lastMomentOfMarch });
    expect((await lastYear.dashboard('finance')).year_end_statements).toEqual({
      financial_year: previousFinancialYear(fy),
      started_at: null,
      queued: 0,
      sent: 0,
      opted_out: 0,
    });
  });

  it('skips a donor who opted out in the years after, too', async () => {
    // Asha opted out through her mail above. Her gift to the second trust is moved to the next year, as if given
    // then; a year later it is counted as skipped, and nothing is queued.
    const nextYear = financialYearOf(new Date(firstOfApril.getTime() + 24 * 3600_000));
    await app()
      .db.updateTable('donations')
      .set({ receipt_fy: nextYear })
      .where('email', '=', asha.email)
      .where('trust', '=', 2)
      .execute();
    const run = await runYearEndStatements(deps(), new Date(financialYearBounds(nextYear).end));
    expect(run).toEqual({ financial_year: nextYear, queued: 0, opted_out: 1 });
    expect(await yearEndMailsTo(app(), asha.email)).toHaveLength(2);
  });
});
