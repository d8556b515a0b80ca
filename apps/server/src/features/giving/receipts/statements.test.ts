import { beforeAll, describe, expect, it } from 'vitest';
import {
  STATEMENT_MESSAGES,
  amountInWords,
  donorStatementListResponseSchema,
  financialYearOf,
  formatInr,
  mergeSettings,
  statementPdfUrl,
  type ErrorBody,
} from '@charity/shared';
import { call, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import { adminCall } from '../../../../test/support/staff-test-kit.ts';
import { readSettings, writeSettings } from '#src/services/settings/settings.ts';
import type { MailExtras } from '#src/services/mail/outbox.ts';
import {
  testDatabases,
  useTestApp,
  useTestCast,
  type TestContext,
} from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm, readPdf } from '../../../../test/support/donations-test-kit.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';

type App = TestContext['app'];
type Donor = Awaited<ReturnType<typeof verifiedUser>>;

const LIST = '/api/donation/statements';
const MAIL = '/api/donation/statement/mail';

const statementsOf = async (app: App, donor: Donor) => {
  const res = await call(app, 'GET', LIST, { token: donor.token });
  expect(res.statusCode, res.body).toBe(200);
  return donorStatementListResponseSchema.parse(res.json()).data;
};

const statementOf = async (app: App, donor: Donor, trust: number, fy: string) => {
  const res = await call(app, 'GET', statementPdfUrl(trust, fy), { token: donor.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return { res, pdf: await readPdf(res.rawPayload) };
};

describe.each(testDatabases)("donors' yearly statements on %s", (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  let asha: Donor;
  let other: Donor;
  const fy = financialYearOf(new Date());
  const kept: string[] = [];
  let refundedReceipt = '';
  let othersReceipt = '';

  beforeAll(async () => {
    asha = await verifiedUser(ctx.app);
    other = await verifiedUser(ctx.app);
    // Asha: two online gifts to the first trust (one later refunded), one to the second trust, and a cash gift
    // above ₹2,000 that finance recorded with her e-mail. The other donor gives to the first trust too.
    const first = await donateAndPay(ctx.app, donationForm({ email: asha.email, amount: '1500.50' }));
    const refunded = await donateAndPay(ctx.app, donationForm({ email: asha.email, amount: '700' }));
    await donateAndPay(ctx.app, donationForm({ email: asha.email, amount: '250', trust: '2', pan: '' }));
    const cash = await recordGift(
      ctx.app,
      team.finance.token,
      offlineGift({ email: asha.email, mode: 'cash', amount: '3000', reference: '' }),
    );
    expect(cash.statusCode, cash.body).toBe(201);
    const theirs = await donateAndPay(ctx.app, donationForm({ email: other.email, amount: '999' }));
    kept.push(first.receiptNumber, cash.json<{ data: { receipt_number: string } }>().data.receipt_number);
    refundedReceipt = refunded.receiptNumber;
    othersReceipt = theirs.receiptNumber;
    const res = await adminCall(ctx.app, 'POST', `/api/admin/donations/${refunded.id}/refund`, {
      token: team.finance.token,
      body: { reason: 'Given twice by mistake' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  const app = () => ctx.app;

  it('documents the three routes in the OpenAPI document', async () => {
    const doc = (await app().inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [LIST, '/api/donation/statement', MAIL]) expect(doc.paths).toHaveProperty([path]);
  });

  it('answers 401 without a session, for the list, the PDF and the mail', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['GET', statementPdfUrl(1, fy)],
      ['POST', MAIL],
    ] as const) {
      const res = await call(app(), method, url, method === 'POST' ? { body: { trust: 1, fy } } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lists the donor's own trusts and years, refunded gifts left out", async () => {
    const list = await statementsOf(app(), asha);
    expect(list).toEqual([
      {
        trust: 1,
        trust_name: 'Sai Mayee Trust',
        financial_year: fy,
        count: 2,
        amount: 4500.5,
        download_url: statementPdfUrl(1, fy),
      },
      {
        trust: 2,
        trust_name: 'Sai Meru Mathi Trust',
        financial_year: fy,
        count: 1,
        amount: 250,
        download_url: statementPdfUrl(2, fy),
      },
    ]);
    expect((await statementsOf(app(), other)).map((s) => [s.trust, s.count])).toEqual([[1, 1]]);
  });

  it('prints every kept receipt, the total in figures and words, and the 80G details', async () => {
    const { settings } = await readSettings(app().db);
    const trust = settings.trusts[1];
    const { res, pdf } = await statementOf(app(), asha, 1, fy);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-SMT-${fy}.pdf"`);
    expect(pdf.info.Title).toBe(`Statement of donations ${fy}, Sai Mayee Trust`);
    expect(pdf.text).toContain(`Statement of donations, financial year ${fy}`);
    for (const number of kept) expect(pdf.text).toContain(number);
    // Refunded: its receipt is cancelled. Another donor's: never.
    expect(pdf.text).not.toContain(refundedReceipt);
    expect(pdf.text).not.toContain(othersReceipt);
    expect(pdf.text).toContain(`Total ${formatInr(450050)}`);
    expect(pdf.text).toContain(amountInWords(450050));
    expect(pdf.text).toContain(`80G registration (URN): ${trust.registration_80g?.urn ?? 'none'}`);
    // The online gift is covered, the cash above ₹2,000 is not.
    expect(pdf.text).toContain(`Eligible for 80G ${formatInr(150050)}`);
    expect(pdf.text).toContain(trust.receipt_note);
    expect(pdf.text).toContain('section 80G(5D)');
    expect(pdf.text).toContain(asha.email);
  });

  it("prints the second trust's own wording, with no 80G registration", async () => {
    const { settings } = await readSettings(app().db);
    const { pdf } = await statementOf(app(), asha, 2, fy);
    expect(pdf.text).toContain('Sai Meru Mathi Trust');
    expect(pdf.text).not.toContain('80G registration (URN)');
    expect(pdf.text).not.toContain('Eligible for 80G');
    expect(pdf.text).toContain(settings.trusts[2].no_approval_note);
    expect(pdf.text).toContain(`Total ${formatInr(25000)}`);
  });

  it('answers 404 for a year or trust without receipted gifts, and for a year of only refunded ones', async () => {
    for (const [trust, year] of [
      [1, '2019-20'],
      [2, '2019-20'],
    ] as const) {
      const res = await call(app(), 'GET', statementPdfUrl(trust, year), { token: asha.token });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().message).toBe(STATEMENT_MESSAGES.none);
    }
    // A donor whose only gift was refunded has no statement at all.
    const refundedOnly = await verifiedUser(app());
    const gift = await donateAndPay(app(), donationForm({ email: refundedOnly.email }));
    await adminCall(app(), 'POST', `/api/admin/donations/${gift.id}/refund`, {
      token: team.finance.token,
      body: { reason: 'Asked for it back' },
    });
    expect(await statementsOf(app(), refundedOnly)).toEqual([]);
    const res = await call(app(), 'GET', statementPdfUrl(1, fy), { token: refundedOnly.token });
    expect(res.statusCode).toBe(404);
  });

  it('answers 422 on the field for a missing or unknown trust and a badly written year', async () => {
    const cases = [
      ['/api/donation/statement?fy=2026-27', 'trust'],
      ['/api/donation/statement?trust=3&fy=2026-27', 'trust'],
      ['/api/donation/statement?trust=1', 'fy'],
      ['/api/donation/statement?trust=1&fy=2026-28', 'fy'],
    ] as const;
    for (const [url, field] of cases) {
      const res = await call(app(), 'GET', url, { token: asha.token });
      expect(res.statusCode, url).toBe(422);
      expect(res.json<ErrorBody>().errors?.[field], url).toBeTruthy();
    }
  });

  it('prints the "no current approval" wording when the registration was not valid on the receipts\' dates', async () => {
    const { settings } = await readSettings(app().db);
    await writeSettings(
      app().db,
      mergeSettings(settings, {
        trusts: {
          1: {
            registration_80g: { urn: 'AAATS1234KF20214', valid_from: '2019-04-01', valid_to: '2022-03-31' },
          },
        },
      }),
      null,
      new Date(),
    );
    try {
      const { pdf } = await statementOf(app(), asha, 1, fy);
      expect(pdf.text).not.toContain('80G registration (URN)');
      expect(pdf.text).not.toContain('Eligible for 80G');
      expect(pdf.text).not.toContain(settings.trusts[1].receipt_note);
      expect(pdf.text).toContain(settings.trusts[1].no_approval_note);
    } finally {
      await writeSettings(app().db, settings, null, new Date());
    }
  });

  it('mails the statement on request to the verified address, with the PDF attached', async () => {
    const res = await call(app(), 'POST', MAIL, { token: asha.token, body: { trust: 1, fy } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(STATEMENT_MESSAGES.mailed);
    const mails = await app()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', asha.email)
      .where('subject', 'like', 'Your statement of donations%')
      .execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your statement of donations ${fy} from Sai Mayee Trust`);
    expect(mail.text_body).toContain(`2 receipts, ${formatInr(450050)} in all`);
    const [attachment] = (JSON.parse(mail.extras) as MailExtras).attachments ?? [];
    expect(attachment?.filename).toBe(`statement-SMT-${fy}.pdf`);
    const pdf = await readPdf(Buffer.from(attachment?.contentBase64 ?? '', 'base64'));
    for (const number of kept) expect(pdf.text).toContain(number);
  });

  it('mails nothing for a year without gifts (404), a bad field (422) or an unverified address (409)', async () => {
    const count = async () =>
      (
        await app()
          .db.selectFrom('mail_outbox')
          .select('id')
          .where('subject', 'like', 'Your statement of donations%')
          .execute()
      ).length;
    const before = await count();
    const none = await call(app(), 'POST', MAIL, { token: other.token, body: { trust: 2, fy } });
    expect(none.statusCode).toBe(404);
    const bad = await call(app(), 'POST', MAIL, { token: other.token, body: { trust: 1, fy: 'last year' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.fy).toBeTruthy();

    await app().db.updateTable('users').set({ email_verified_at: null }).where('id', '=', other.id).execute();
    const unverified = await call(app(), 'POST', MAIL, { token: other.token, body: { trust: 1, fy } });
    expect(unverified.statusCode, unverified.body).toBe(409);
    expect(unverified.json<ErrorBody>().message).toBe(STATEMENT_MESSAGES.verifyFirst);
    expect(await count()).toBe(before);
  });
});
