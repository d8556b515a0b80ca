import { beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  form10beBatchResponseSchema,
  form10beDonorsResponseSchema,
  form10beUploadResponseSchema,
  form10beYearResponseSchema,
  type ErrorBody,
  type Form10beUploadResult,
  type StaffRole,
} from '@charity/shared';
import { adminCall, auditRows } from '../../../../test/support/staff-test-kit.ts';
import { mailsTo } from '../../../../test/support/mail-outbox.ts';
import { call, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import { renderCertificateAttachment } from './certificate-mail.ts';
import { claimMail } from './form-10be-repository.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';
import {
  AADHAAR_ID_CODE,
  certificatePdf,
  letterPdf,
  zipOf,
} from '../../../../test/support/form-10be-test-kit.ts';

const UPLOAD = '/api/admin/form-10be';
const certificateMails = async (app: Parameters<typeof mailsTo>[0], to: string) =>
  (await mailsTo(app, to)).filter((mail) => mail.related_to?.startsWith('form-10be:'));

/** A multipart body as the console sends it: the fields, then each file. */
async function uploadBody(fields: Record<string, string>, files: Record<string, Uint8Array>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [name, bytes] of Object.entries(files))
    form.append(
      'files',
      new Blob([new Uint8Array(bytes)], {
        type: name.endsWith('.zip') ? 'application/zip' : 'application/pdf',
      }),
      name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(testDatabases)('Form 10BE certificates on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  const ids = { ravi: 0, otherTrust: 0 };

  const upload = async (
    fields: Record<string, string>,
    files: Record<string, Uint8Array>,
    role: StaffRole = 'finance',
  ) => adminCall(ctx.app, 'POST', UPLOAD, { token: team[role].token, ...(await uploadBody(fields, files)) });
  const uploaded = async (files: Record<string, Uint8Array>) => {
    const res = await upload({ trust: '1', fy: '2025-26' }, files);
    expect(res.statusCode, res.body).toBe(201);
    return form10beUploadResponseSchema.parse(res.json()).data;
  };
  const gift = async (overrides: Record<string, unknown>) => {
    const res = await recordGift(ctx.app, team.finance.token, offlineGift(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: number } }>().data.id;
  };

  beforeAll(async () => {
    const asha = { first_name: 'Asha', last_name: 'Rao', pan: 'ABCPR1234K', email: 'asha@example.org' };
    // Two electronic gifts of one type: one Form 10BD row of 7,500.50.
    await gift({ ...asha, mode: 'cheque', amount: '5000', received_on: '2025-06-01' });
    await gift({
      ...asha,
      mode: 'bank-transfer',
      reference: 'NEFT0001',
      amount: '2500.50',
      received_on: '2025-07-01',
    });
    ids.otherTrust = await gift({ ...asha, trust: 2, amount: '9999', received_on: '2025-07-02' });
    ids.ravi = await gift({
      first_name: 'Ravi',
      last_name: 'Kumar',
      pan: '',
      email: 'ravi@example.org',
      amount: '1000',
      received_on: '2025-08-01',
    });
    // Refunded: its receipt is cancelled, so Form 10BD never reported it.
    const meena = await gift({ pan: 'ABCPI1234K', amount: '3000', received_on: '2025-09-01' });
    await ctx.app.db
      .updateTable('donations')
      .set({ refunded_at: '2025-09-02T10:00:00.000Z', refund_reason: 'duplicate' })
      .where('id', '=', meena)
      .execute();
  });

  let first: Form10beUploadResult;
  const files: Record<string, Uint8Array> = {};
  beforeAll(async () => {
    files.asha = await certificatePdf({ donorId: 'ABCPR1234K', amount: '7,500.50' });
    files.ashaPart = await certificatePdf({ donorId: 'ABCPR1234K', amount: '5,000.00' });
    files.meena = await certificatePdf({ donorId: 'ABCPI1234K', donorName: 'Meena Iyer', amount: '3,000' });
    files.ravi = await certificatePdf({
      donorId: '2341 2341 2346',
      idCode: AADHAAR_ID_CODE,
      donorName: 'Ravi Kumar',
      amount: '1,000',
    });
    files.letter = await letterPdf();
    first = await uploaded({
      'certificates.zip': zipOf({
        'asha.pdf': files.asha,
        'asha-part.pdf': files.ashaPart,
        'meena.pdf': files.meena,
        'ravi.pdf': files.ravi,
      }),
      'letter.pdf': files.letter,
    });
  });

  it('matches a ZIP of certificates by PAN and aggregated amount, and says why the others are not', () => {
    expect(first.matched).toBe(1);
    expect(first.unmatched.map(({ file, reason }) => ({ file, reason }))).toEqual([
      { file: 'asha-part.pdf', reason: 'amount-differs' },
      { file: 'meena.pdf', reason: 'no-gifts' },
      { file: 'letter.pdf', reason: 'not-a-certificate' },
    ]);
    expect(first.ambiguous).toEqual([
      expect.objectContaining({
        file: 'ravi.pdf',
        reason: 'id-not-on-record',
        candidates: [{ donor_id: ids.ravi, name: 'Ravi Kumar', email: 'ravi@example.org', amount: 1000 }],
      }),
    ]);
  });

  it("lists a batch's certificates with the donor's ID masked, and audits the upload", async () => {
    const res = await adminCall(ctx.app, 'GET', `${UPLOAD}/batches/${first.batch_id}`, {
      token: team.admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('ABCPR1234K');
    expect(res.body).not.toContain('234123412346');
    const batch = form10beBatchResponseSchema.parse(res.json()).data;
    expect(batch).toMatchObject({ id: first.batch_id, trust: 1, fy: '2025-26' });
    expect(batch.certificates.map((c) => [c.file, c.status])).toEqual([
      ['asha.pdf', 'matched'],
      ['asha-part.pdf', 'unmatched'],
      ['meena.pdf', 'unmatched'],
      ['ravi.pdf', 'ambiguous'],
      ['letter.pdf', 'unmatched'],
    ]);
    expect(batch.certificates[0]).toMatchObject({
      donor_id_masked: 'XXXXXX234K',
      donor_name: 'Asha Rao',
      amount: 7500.5,
      fy: '2025-26',
      donor_email: 'asha@example.org',
      assigned_by_hand: false,
      reason: null,
    });
    expect(batch.certificates[3]).toMatchObject({ id_kind: 'aadhaar', donor_id_masked: 'XXXX XXXX 2346' });
    expect(batch.certificates[4]).toMatchObject({ certificate_number: null, donor_name: null, amount: null });

    const entry = (await auditRows(ctx.app, 'upload')).find(
      (row) => row.record_id === String(first.batch_id),
    );
    expect(entry).toMatchObject({ resource: 'form-10be', staff_id: team.finance.staff.id });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({
      trust: 1,
      fy: '2025-26',
      files: 5,
      matched: 1,
      unmatched: 3,
      ambiguous: 1,
    });
  });

  it('queues one mail per matched certificate, with a covering note and the uploaded PDF attached', async () => {
    const mails = await certificateMails(ctx.app, 'asha@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your Form 10BE certificate for 2025-26 from Sai Mayee Trust');
    expect(mail!.text_body).toContain('Dear Asha Rao,');
    expect(mail!.text_body).not.toContain('ABCPR1234K');
    const certificateId = Number(mail!.related_to!.split(':')[1]);
    const attachment = await renderCertificateAttachment(ctx.app.db, String(certificateId));
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toMatch(/^Form-10BE-2025-26-CERT-2025-26-\d{6}\.pdf$/);
    expect(Buffer.from(attachment.contentBase64, 'base64').equals(Buffer.from(files.asha!))).toBe(true);
    // Nobody else got one: unmatched and ambiguous certificates wait for a person.
    expect(await certificateMails(ctx.app, 'ravi@example.org')).toHaveLength(0);
  });

  it("lists the trust's year across its uploads, with when each was mailed and downloaded", async () => {
    const res = await adminCall(ctx.app, 'GET', `${UPLOAD}?trust=1&fy=2025-26`, {
      token: team.finance.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('ABCPR1234K');
    const year = form10beYearResponseSchema.parse(res.json()).data;
    expect(year).toMatchObject({ trust: 1, fy: '2025-26' });
    expect(year.certificates.slice(0, 5).map((c) => c.file)).toEqual([
      'asha.pdf',
      'asha-part.pdf',
      'meena.pdf',
      'ravi.pdf',
      'letter.pdf',
    ]);
    expect(year.certificates[0]).toMatchObject({ mailed: true, mailed_at: expect.any(String) });
    expect(year.certificates[1]).toMatchObject({ mailed: false, mailed_at: null, downloaded_at: null });
    const other = await adminCall(ctx.app, 'GET', `${UPLOAD}?trust=2&fy=2025-26`, {
      token: team.finance.token,
    });
    expect(form10beYearResponseSchema.parse(other.json()).data.certificates).toEqual([]);
  });

  it.each([
    ['trust', 'fy=2025-26'],
    ['fy', 'trust=1&fy=2025'],
  ])("answers 422 on %s for the year's list with ?%s", async (field, query) => {
    const res = await adminCall(ctx.app, 'GET', `${UPLOAD}?${query}`, { token: team.finance.token });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
  });

  describe("searching the year's donors", () => {
    const search = (query: string) =>
      adminCall(ctx.app, 'GET', `${UPLOAD}/donors?${query}`, { token: team.finance.token });

    it("finds a donor of the trust's year by name, e-mail or PAN, the PAN masked", async () => {
      for (const q of ['asha', 'ASHA@example', 'abcpr 1234']) {
        const res = await search(`trust=1&fy=2025-26&q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain('ABCPR1234K');
        expect(form10beDonorsResponseSchema.parse(res.json()).data).toEqual([
          expect.objectContaining({ name: 'Asha Rao', pan_masked: 'XXXXXX234K', amount: 7500.5 }),
        ]);
      }
      const ravi = await search('trust=1&fy=2025-26&q=kumar');
      expect(form10beDonorsResponseSchema.parse(ravi.json()).data).toEqual([
        { donor_id: ids.ravi, name: 'Ravi Kumar', email: 'ravi@example.org', amount: 1000, pan_masked: null },
      ]);
    });

    it('leaves out refunded gifts, other trusts and other years', async () => {
      for (const query of [
        'trust=1&fy=2025-26&q=meena',
        'trust=2&fy=2025-26&q=ravi',
        'trust=1&fy=2024-25&q=asha',
      ])
        expect(form10beDonorsResponseSchema.parse((await search(query)).json()).data).toEqual([]);
    });

    it.each([
      ['q', 'trust=1&fy=2025-26&q=a'],
      ['q', 'trust=1&fy=2025-26'],
      ['trust', 'fy=2025-26&q=asha'],
      ['fy', 'trust=1&q=asha'],
    ])('answers 422 on %s for ?%s', async (field, query) => {
      const res = await search(query);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
    });
  });

  describe("the donor's certificates", () => {
    it("lists and downloads the signed-in donor's certificate, noting the first download", async () => {
      const asha = await verifiedUser(ctx.app, 'asha@example.org');
      const list = await call(ctx.app, 'GET', '/api/donation/form-10be', { token: asha.token });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      const [mine, ...others] = list.json<{ data: Array<{ id: number; download_url: string }> }>().data;
      expect(others).toEqual([]);
      expect(mine).toMatchObject({ trust: 1, trust_name: 'Sai Mayee Trust', financial_year: '2025-26' });

      const pdf = await call(ctx.app, 'GET', mine!.download_url, { token: asha.token });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.headers['content-disposition']).toMatch(
        /^attachment; filename="Form-10BE-2025-26-.+\.pdf"$/,
      );
      expect(pdf.rawPayload.equals(Buffer.from(files.asha!))).toBe(true);

      const batch = await adminCall(ctx.app, 'GET', `${UPLOAD}/batches/${first.batch_id}`, {
        token: team.finance.token,
      });
      expect(form10beBatchResponseSchema.parse(batch.json()).data.certificates[0]).toMatchObject({
        mailed: true,
        downloaded: true,
      });
    });

    it('shows another donor nothing of it, and asks for a sign-in first', async () => {
      const [certificate] = await ctx.app.db
        .selectFrom('form_10be_certificates')
        .select('id')
        .where('status', '=', 'matched')
        .execute();
      const stranger = await verifiedUser(ctx.app);
      const list = await call(ctx.app, 'GET', '/api/donation/form-10be', { token: stranger.token });
      expect(list.json<{ data: unknown[] }>().data).toEqual([]);
      const pdf = await call(ctx.app, 'GET', `/api/donation/form-10be/${certificate!.id}`, {
        token: stranger.token,
      });
      expect(pdf.statusCode).toBe(404);
      expect((await call(ctx.app, 'GET', '/api/donation/form-10be')).statusCode).toBe(401);
      expect((await call(ctx.app, 'GET', `/api/donation/form-10be/${certificate!.id}`)).statusCode).toBe(401);
    });
  });

  it('records a certificate uploaded again as a duplicate, never a second match', async () => {
    const again = await uploaded({ 'asha.pdf': files.asha! });
    expect(again).toMatchObject({ matched: 0, unmatched: [{ file: 'asha.pdf', reason: 'duplicate' }] });
    expect(await certificateMails(ctx.app, 'asha@example.org')).toHaveLength(1);
  });

  it('names the fields an unreadable certificate lacks', async () => {
    const res = await uploaded({ 'smudged.pdf': await certificatePdf({ amount: 'nil' }) });
    expect(res.unmatched).toMatchObject([
      {
        file: 'smudged.pdf',
        reason: 'unreadable',
        message:
          'A Form 10BE whose donor ID, name, amount, year or number could not be read: the amount not found',
      },
    ]);
  });

  it('leaves a certificate of another year unmatched', async () => {
    const other = await uploaded({ 'old.pdf': await certificatePdf({ financialYear: '2024-25' }) });
    expect(other.unmatched).toMatchObject([{ file: 'old.pdf', reason: 'other-year' }]);
  });

  describe('assigning by hand', () => {
    const assign = (id: number, body: unknown, role: StaffRole = 'finance') =>
      adminCall(ctx.app, 'POST', `${UPLOAD}/${id}/assign`, { token: team[role].token, body });

    it('assigns an ambiguous certificate to the donor chosen, and audits it', async () => {
      const [ravi] = first.ambiguous;
      const res = await assign(ravi!.id, { donor_id: ids.ravi });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: unknown }>().data).toMatchObject({
        id: ravi!.id,
        status: 'matched',
        reason: null,
        donor_id: ids.ravi,
        donor_email: 'ravi@example.org',
        assigned_by_hand: true,
        mailed: true,
      });
      expect(await certificateMails(ctx.app, 'ravi@example.org')).toHaveLength(1);
      const entry = (await auditRows(ctx.app, 'assign')).find((row) => row.record_id === String(ravi!.id));
      expect(entry).toMatchObject({ resource: 'form-10be' });
      expect(JSON.parse(entry?.after ?? '{}')).toEqual({ status: 'matched', donor_id: ids.ravi });
    });

    it('refuses a donor without a receipted gift to the trust that year, on donor_id', async () => {
      const [part] = first.unmatched;
      for (const donor_id of [ids.otherTrust, 999_999]) {
        const res = await assign(part!.id, { donor_id });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<ErrorBody>().errors).toHaveProperty(['donor_id']);
      }
      const bad = await assign(part!.id, { donor_id: 'x' });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json<ErrorBody>().errors).toHaveProperty(['donor_id']);
    });

    it('mails a certificate once when two assignments race, and keeps a mailed certificate with its donor', async () => {
      const again = await uploaded({
        'ravi-2.pdf': await certificatePdf({
          donorId: '2341 2341 2346',
          idCode: AADHAAR_ID_CODE,
          donorName: 'Ravi Kumar',
          amount: '1,000',
        }),
      });
      const [ravi] = again.ambiguous;
      const results = await Promise.all([1, 2].map(() => assign(ravi!.id, { donor_id: ids.ravi })));
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const mails = (await certificateMails(ctx.app, 'ravi@example.org')).filter(
        (mail) => mail.related_to === `form-10be:${ravi!.id}`,
      );
      expect(mails).toHaveLength(1);
      expect((await assign(ravi!.id, { donor_id: ids.ravi })).statusCode).toBe(409);
    });

    it('refuses a file that is not a certificate, and an unknown certificate', async () => {
      const letter = first.unmatched.find((u) => u.file === 'letter.pdf');
      expect((await assign(letter!.id, { donor_id: ids.ravi })).statusCode).toBe(409);
      expect((await assign(2_000_000, { donor_id: ids.ravi })).statusCode).toBe(404);
    });
  });

  it.each([
    ['trust', { fy: '2025-26' }],
    ['trust', { trust: '3', fy: '2025-26' }],
    ['fy', { trust: '1', fy: '2025-27' }],
    ['fy', { trust: '1' }],
  ])('answers 422 with errors.%s for %j', async (field, fields) => {
    const res = await upload(fields, { 'a.pdf': files.asha! });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
  });

  it('answers 422 on files when none is sent', async () => {
    const res = await upload({ trust: '1', fy: '2025-26' }, {});
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveProperty(['files']);
  });

  describe('the role matrix', () => {
    // Other roles hear 403 before the body is read: an unreadable body would otherwise be a 400.
    const unreadable = {
      body: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    };
    for (const role of [...STAFF_ROLES, 'nobody'] as const) {
      const allowed = role === 'finance' || role === 'admin';
      const token = () => (role === 'nobody' ? {} : { token: team[role].token });
      const refused = role === 'nobody' ? 401 : 403;
      it(`${role}: upload, list and assign → ${allowed ? 'allowed' : refused}`, async () => {
        const calls = [
          adminCall(ctx.app, 'POST', UPLOAD, {
            ...token(),
            ...(allowed
              ? await uploadBody({ trust: '1', fy: '2025-26' }, { 'x.pdf': files.letter! })
              : unreadable),
          }),
          adminCall(ctx.app, 'GET', `${UPLOAD}/batches/${first.batch_id}`, token()),
          adminCall(ctx.app, 'GET', `${UPLOAD}?trust=1&fy=2025-26`, token()),
          adminCall(ctx.app, 'GET', `${UPLOAD}/donors?trust=1&fy=2025-26&q=asha`, token()),
          adminCall(ctx.app, 'POST', `${UPLOAD}/${first.unmatched[0]!.id}/assign`, {
            ...token(),
            body: { donor_id: 0 },
          }),
        ];
        for (const res of await Promise.all(calls)) {
          if (allowed) {
            expect([201, 200, 422], res.body).toContain(res.statusCode);
            continue;
          }
          expect(res.statusCode, res.body).toBe(refused);
          expect(res.json<ErrorBody>().message).toBe(
            refused === 401 ? STAFF_MESSAGES.signInRequired : STAFF_MESSAGES.forbidden,
          );
        }
      });
    }
  });

  it("claims a certificate's mail once: a second claim finds it taken", async () => {
    const meena = first.unmatched.find((u) => u.file === 'meena.pdf');
    const at = '2026-05-01T10:00:00.000Z';
    expect(await claimMail(ctx.app.db, meena!.id, at)).toBe(true);
    expect(await claimMail(ctx.app.db, meena!.id, at)).toBe(false);
  });

  it('documents the three routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [UPLOAD, `${UPLOAD}/batches/{id}`, `${UPLOAD}/{id}/assign`, `${UPLOAD}/donors`])
      expect(doc.paths).toHaveProperty([path]);
  });
});
