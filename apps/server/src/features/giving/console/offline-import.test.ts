import { describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  NAME_CHARACTERS_MESSAGE,
  OFFLINE_IMPORT_MAX_ROWS,
  STAFF_ROLES,
  offlineImportErrorBodySchema,
  offlineImportResponseSchema,
  todayInIndia,
} from '@charity/shared';
import { uniqueEmail } from '../../../../test/support/auth-test-kit.ts';
import { adminCall, auditRows } from '../../../../test/support/staff-test-kit.ts';
import { outboxSize } from '../../../../test/support/mail-outbox.ts';
import {
  testDatabases,
  useTestApp,
  useTestCast,
  type TestContext,
} from '../../../../test/support/test-app.ts';
import { readPdf, receiptMailsTo } from '../../../../test/support/donations-test-kit.ts';
import { financeTeam, offlineGift, recordGift } from '../../../../test/support/finance-test-kit.ts';
import { NOT_DEDUCTIBLE_NOTES } from '../receipts/receipt-pdf.ts';

type App = TestContext['app'];

const IMPORT = '/api/admin/donations/offline/import';
const HEADER =
  'first_name,last_name,email,phone,address,pan,trust,amount,mode,reference,received_on,description';

const importCsv = (app: App, token: string | undefined, csv: string, fileName = 'gifts.csv') =>
  adminCall(app, 'POST', IMPORT, { ...(token ? { token } : {}), body: { csv, file_name: fileName } });

const offlineCount = async (app: App) =>
  Number(
    (
      await app.db
        .selectFrom('donations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('gateway', '=', 'offline')
        .executeTakeFirstOrThrow()
    ).n,
  );

const serialOf = (receipt: string) => Number(receipt.split('/').at(-1));

describe.each(testDatabases)('finance console: offline gifts from a CSV file on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  const today = todayInIndia();
  const app = () => ctx.app;

  // Each file's references are its own, so importing it again is not a repeat of recorded gifts
  // (docs/product/giving.md "Offline gifts from a CSV file").
  let files = 0;
  const goodFile = (emails: string[]) => {
    const file = ++files;
    return [
      HEADER,
      `Meena,Iyer,${emails[0]},98860 11223,"12 Temple Street, Mysuru 570001",abcpi1234k,1,5000,Cheque,0045${file},${today},`,
      // A treasurer's spellings: the mode's label, no e-mail, cash above ₹2,000.
      `Ravi,Kumar,,,"3 Lake Road, Mysuru",,1,2500,Cash,HUNDI-${file},${today},Festival hundi`,
      `Lata,Rao,${emails[1]},,"9 Hill View, Bengaluru",,2,1200.50,In kind,KIND-${file},${today},Rice and dal for the kitchen`,
    ].join('\r\n');
  };

  describe('the role matrix', () => {
    for (const role of [...STAFF_ROLES, 'nobody'] as const) {
      const allowed = role === 'finance' || role === 'admin';
      const expected = role === 'nobody' ? 401 : allowed ? 201 : 403;
      it(`POST ${IMPORT} as ${role} → ${expected}`, async () => {
        const before = await offlineCount(app());
        const token = role === 'nobody' ? undefined : team[role].token;
        const res = await importCsv(app(), token, goodFile([uniqueEmail(), uniqueEmail()]));
        expect(res.statusCode, res.body).toBe(expected);
        expect(await offlineCount(app())).toBe(before + (allowed ? 3 : 0));
      });
    }
  });

  it('documents the route in the OpenAPI document', async () => {
    const doc = (await app().inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths).toHaveProperty([IMPORT]);
  });

  it('records every row as a receipted gift from the same series, mails those with an e-mail, and audits it', async () => {
    const emails = [uniqueEmail('csv'), uniqueEmail('csv')];
    const res = await importCsv(app(), team.finance.token, goodFile(emails), 'march-gifts.csv');
    expect(res.statusCode, res.body).toBe(201);
    const body = offlineImportResponseSchema.parse(res.json());
    expect(body.message).toBe(FINANCE_MESSAGES.importRecorded);
    expect(body.data).toMatchObject({ count: 3, amount: 8700.5 });
    expect(body.data.donations.map((d) => d.row)).toEqual([2, 3, 4]);
    const [cheque, cash, kind] = body.data.donations;
    if (!cheque || !cash || !kind) throw new Error('expected three donations');
    // The first trust's two gifts take consecutive numbers of its series; the second trust has its own.
    expect(cheque.receipt_number).toMatch(/^SMT\//);
    expect(serialOf(cash.receipt_number)).toBe(serialOf(cheque.receipt_number) + 1);
    expect(kind.receipt_number).toMatch(/^SMMT\//);

    const rows = await app()
      .db.selectFrom('donations')
      .selectAll()
      .where(
        'id',
        'in',
        body.data.donations.map((d) => d.id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.gateway, r.payment_method, r.amount_paise, r.status])).toEqual([
      ['offline', 'cheque', 500000, 1],
      ['offline', 'cash', 250000, 1],
      ['offline', 'kind', 120050, 1],
    ]);
    expect(rows[0]?.pan_last4).toBe('234K');
    expect(rows[1]?.email).toBe('');

    const [chequeMail] = await receiptMailsTo(app(), emails[0] ?? '');
    expect(chequeMail?.subject).toContain(cheque.receipt_number);
    const [kindMail] = await receiptMailsTo(app(), emails[1] ?? '');
    const kindPdf = await readPdf(kindMail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(kindPdf.text).toContain(NOT_DEDUCTIBLE_NOTES.kind);
    expect(kindPdf.text).toContain('Rice and dal for the kitchen');

    const creates = (await auditRows(app(), 'create')).filter((r) =>
      body.data.donations.some((d) => String(d.id) === r.record_id),
    );
    expect(creates).toHaveLength(3);
    const [entry] = (await auditRows(app(), 'import')).filter((r) => r.record_id === 'march-gifts.csv');
    expect(entry).toMatchObject({ resource: 'donations', staff_id: team.finance.staff.id });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
      count: 3,
      amount: 8700.5,
      receipt_numbers: body.data.donations.map((d) => d.receipt_number),
    });
  });

  it('stores nothing when one row is wrong, and names every problem by row and field', async () => {
    const before = {
      donations: await offlineCount(app()),
      mails: await outboxSize(app()),
      audits: (await auditRows(app())).length,
    };
    const csv = [
      HEADER,
      `Meena,Iyer,${uniqueEmail()},,"12 Temple Street",,1,5000,cheque,004512,${today},`,
      `Ravi,Kumar,,,"3 Lake Road",,1,lots,cash,,${today},`,
      `Lata,Rao,not-an-email,,"9 Hill View",,1,100,cheque,,${today},`,
      `,Das,,,,,3,100,barter,,2099-01-01,`,
    ].join('\n');
    const res = await importCsv(app(), team.finance.token, csv);
    expect(res.statusCode, res.body).toBe(422);
    const body = offlineImportErrorBodySchema.parse(res.json());
    expect(body.message).toBe(FINANCE_MESSAGES.importRefused);
    expect(body.errors?.csv).toMatch(/problems; nothing was recorded/);
    const problems = (body.rows ?? []).map((r) => `${r.row}:${r.field}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        '3:amount',
        '4:email',
        '4:reference',
        '5:first_name',
        '5:address',
        '5:trust',
        '5:mode',
        '5:received_on',
      ]),
    );
    expect(problems.some((p) => p.startsWith('2:'))).toBe(false);
    expect(body.rows?.find((r) => r.row === 4 && r.field === 'reference')?.message).toBe(
      'Please enter the cheque number or transaction reference',
    );

    expect(await offlineCount(app())).toBe(before.donations);
    expect(await outboxSize(app())).toBe(before.mails);
    expect(await auditRows(app())).toHaveLength(before.audits);
  });

  it('files each row under the fund its `fund` column names, by key or name, and refuses an unknown fund', async () => {
    const header = 'first_name,last_name,address,trust,fund,amount,mode,reference,received_on';
    const ok = await importCsv(
      app(),
      team.finance.token,
      [
        header,
        `Meena,Iyer,"12 Temple Street",1,elder care,1000,cash,FUND-A,${today}`,
        `Ravi,Kumar,"3 Lake Road",2,annadanam,1001,cash,FUND-B,${today}`,
        `Lata,Rao,"9 Hill View",1,,1002,cash,FUND-C,${today}`,
      ].join('\n'),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const ids = offlineImportResponseSchema.parse(ok.json()).data.donations.map((d) => d.id);
    const funds = await app()
      .db.selectFrom('donations')
      .select(['id', 'fund'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(funds.map((row) => row.fund)).toEqual(['elder-care', 'annadanam', null]);

    const before = await offlineCount(app());
    const refused = await importCsv(
      app(),
      team.finance.token,
      [
        header,
        `Meena,Iyer,"12 Temple Street",1,Library,1000,cash,FUND-D,${today}`,
        // Trust 2 has its own funds: the first trust's "elder-care" is not one of them.
        `Ravi,Kumar,"3 Lake Road",2,elder-care,1001,cash,FUND-E,${today}`,
        `Lata,Rao,"9 Hill View",1,annadanam,1002,cash,FUND-F,${today}`,
      ].join('\n'),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    const rows = offlineImportErrorBodySchema.parse(refused.json()).rows ?? [];
    expect(rows.map((r) => `${r.row}:${r.field}`)).toEqual(['2:fund', '3:fund']);
    expect(rows[0]?.message).toBe(
      'Sai Mayee Trust has no fund "Library": use one of Annadanam (annadanam), Elder care (elder-care), Children\'s home (childrens-home), or leave it empty for the general fund',
    );
    expect(rows[1]?.message).toMatch(/has no fund "elder-care"/);
    expect(await offlineCount(app())).toBe(before);
  });

  it('takes no receipt number for a refused file: the next gift continues the series', async () => {
    const first = await recordGift(app(), team.finance.token, offlineGift());
    const refused = await importCsv(app(), team.finance.token, `${HEADER}\nA,B,,,X,,1,-5,cash,,${today},`);
    expect(refused.statusCode).toBe(422);
    const next = await recordGift(app(), team.finance.token, offlineGift());
    const number = (res: typeof first) =>
      res.json<{ data: { receipt_number: string } }>().data.receipt_number;
    expect(serialOf(number(next))).toBe(serialOf(number(first)) + 1);
  });

  it('refuses a header with an unknown or a missing column', async () => {
    const res = await importCsv(
      app(),
      team.finance.token,
      `first_name,last_name,address,trust,amount,mode,colour\nA,B,X,1,10,cash,red`,
    );
    expect(res.statusCode).toBe(422);
    const rows = offlineImportErrorBodySchema.parse(res.json()).rows ?? [];
    expect(rows.map((r) => `${r.row}:${r.field}`)).toEqual(['1:colour', '1:received_on']);
  });

  it('accepts headers written as words ("First name") and a byte order mark', async () => {
    const csv = `\uFEFFFirst name,Last name,Address,Trust,Amount,Mode,Received on\nAsha,Rao,"1 Main Road",1,101,UPI,${today}`;
    const res = await importCsv(app(), team.finance.token, csv);
    // UPI needs its transaction reference: the only problem, so the header was understood.
    expect(res.statusCode).toBe(422);
    expect(offlineImportErrorBodySchema.parse(res.json()).rows).toEqual([
      { row: 2, field: 'reference', message: 'Please enter the cheque number or transaction reference' },
    ]);
  });

  it('refuses an empty request, a file without gifts, a file that is not CSV and one too long', async () => {
    const empty = await importCsv(app(), team.finance.token, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string> }>().errors.csv).toBe('Please choose a CSV file');

    const headerOnly = await importCsv(app(), team.finance.token, `${HEADER}\n`);
    expect(headerOnly.statusCode).toBe(422);
    expect(offlineImportErrorBodySchema.parse(headerOnly.json()).rows?.[0]?.field).toBe('file');

    const broken = await importCsv(app(), team.finance.token, `${HEADER}\n"Meena,Iyer`);
    expect(broken.statusCode).toBe(422);
    expect(offlineImportErrorBodySchema.parse(broken.json()).rows?.[0]?.message).toMatch(/not valid CSV/);

    const row = `Meena,Iyer,,,"12 Temple Street",,1,10,cash,,${today},`;
    const long = [HEADER, ...Array.from({ length: OFFLINE_IMPORT_MAX_ROWS + 1 }, () => row)].join('\n');
    const tooLong = await importCsv(app(), team.finance.token, long);
    expect(tooLong.statusCode).toBe(422);
    expect(offlineImportErrorBodySchema.parse(tooLong.json()).rows?.[0]?.message).toMatch(
      `import at most ${OFFLINE_IMPORT_MAX_ROWS}`,
    );
  });

  // docs/product/giving.md "Offline gifts from a CSV file": rows identical to each other or to recorded gifts are named,
  // and recorded only when confirmed.
  describe('duplicates', () => {
    const importWith = (csv: string, confirm?: boolean) =>
      adminCall(app(), 'POST', IMPORT, {
        token: team.finance.token,
        body: {
          csv,
          file_name: 'again.csv',
          ...(confirm === undefined ? {} : { confirm_duplicates: confirm }),
        },
      });

    it('refuses rows identical to each other, naming them, and records them when confirm_duplicates is true', async () => {
      const reference = `DUP${Date.now()}`;
      const row = `Gita,Nair,,,"4 Fort Road",,1,750,Cheque,${reference},${today},`;
      // The same gift again, with other case and spacing in the name: still the same donor.
      const csv = [
        HEADER,
        row,
        `Gita,Nair,,,"4 Fort Road",,1,900,Cash,,${today},`,
        ` GITA , nair ,,,"4 Fort Road",,1,750.00,cheque,${reference},${today},second copy`,
      ].join('\n');
      const before = {
        donations: await offlineCount(app()),
        mails: await outboxSize(app()),
        audits: (await auditRows(app())).length,
      };
      const refused = await importWith(csv);
      expect(refused.statusCode, refused.body).toBe(422);
      const body = offlineImportErrorBodySchema.parse(refused.json());
      expect(body.message).toBe(FINANCE_MESSAGES.importDuplicates);
      expect(body.duplicates).toBe(true);
      expect(body.rows).toEqual([
        { row: 4, field: 'duplicate', message: 'Same donor, amount, date and reference as row 2' },
      ]);
      expect(await offlineCount(app())).toBe(before.donations);
      expect(await outboxSize(app())).toBe(before.mails);
      expect(await auditRows(app())).toHaveLength(before.audits);

      const unconfirmed = await importWith(csv, false);
      expect(unconfirmed.statusCode).toBe(422);
      const confirmed = await importWith(csv, true);
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(offlineImportResponseSchema.parse(confirmed.json()).data.count).toBe(3);
      expect(await offlineCount(app())).toBe(before.donations + 3);
    });

    it('refuses rows identical to recorded gifts (an earlier import or the form), naming the gift', async () => {
      const reference = `AGAIN${Date.now()}`;
      const first = await importWith(
        `${HEADER}\nHari,Menon,,,"8 Beach Road",,2,3000,Bank transfer,${reference},${today},`,
      );
      expect(first.statusCode, first.body).toBe(201);
      const recordedAs = offlineImportResponseSchema.parse(first.json()).data.donations[0];
      const single = await recordGift(
        app(),
        team.finance.token,
        offlineGift({ first_name: 'Uma', last_name: 'Pillai', amount: '640', reference: `F${reference}` }),
      );
      expect(single.statusCode, single.body).toBe(201);

      const csv = [
        HEADER,
        `Hari,Menon,,,"8 Beach Road",,2,3000,bank-transfer,${reference},${today},`,
        `Uma,Pillai,,,"12 Temple Street",,1,640,cheque,F${reference},${today},`,
        // Another day, another amount or another reference is another gift.
        `Hari,Menon,,,"8 Beach Road",,2,3001,bank-transfer,${reference},${today},`,
        `Uma,Pillai,,,"12 Temple Street",,1,640,cheque,G${reference},${today},`,
      ].join('\n');
      const refused = await importWith(csv);
      expect(refused.statusCode, refused.body).toBe(422);
      const rows = offlineImportErrorBodySchema.parse(refused.json()).rows ?? [];
      expect(rows.map((r) => `${r.row}:${r.field}`)).toEqual(['2:duplicate', '3:duplicate']);
      expect(rows[0]?.message).toContain(`(receipt ${recordedAs?.receipt_number})`);

      const confirmed = await importWith(csv, true);
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(offlineImportResponseSchema.parse(confirmed.json()).data.count).toBe(4);
    });
  });

  it('refuses control and text-direction characters in names, on the field', async () => {
    const csv = [
      HEADER,
      `"Nul\u0000la",Rao,,,"1 Main Road",,1,100,cash,,${today},`,
      `Asha,"\u202Eoar",,,"1 Main Road",,1,100,cash,,${today},`,
      `"Isolated\u2066",Rao,,,"1 Main Road",,1,100,cash,,${today},`,
      `"Esc\u001Bape",Rao,,,"1 Main Road",,1,100,cash,,${today},`,
      // Names in any script are fine.
      `ಆಶಾ,राव,,,"1 Main Road",,1,100,cash,,${today},`,
    ].join('\n');
    const res = await importCsv(app(), team.finance.token, csv);
    expect(res.statusCode, res.body).toBe(422);
    const rows = offlineImportErrorBodySchema.parse(res.json()).rows ?? [];
    expect(rows.map((r) => `${r.row}:${r.field}`)).toEqual([
      '2:first_name',
      '3:last_name',
      '4:first_name',
      '5:first_name',
    ]);
    expect(rows[0]?.message).toBe(NAME_CHARACTERS_MESSAGE);

    // The single gift's form: the same rule, the same words, on the field.
    const single = await recordGift(app(), team.finance.token, offlineGift({ last_name: 'Rao\u202E' }));
    expect(single.statusCode).toBe(422);
    expect(single.json<{ errors: Record<string, string> }>().errors.last_name).toBe(NAME_CHARACTERS_MESSAGE);
  });

  it('refuses a gift dated before 2000 (1900-01-01) or after today in India', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const csv = [
      HEADER,
      `Asha,Rao,,,"1 Main Road",,1,100,cash,,1900-01-01,`,
      `Asha,Rao,,,"1 Main Road",,1,100,cash,,1999-12-31,`,
      `Asha,Rao,,,"1 Main Road",,1,100,cash,,${tomorrow},`,
    ].join('\n');
    const res = await importCsv(app(), team.finance.token, csv);
    expect(res.statusCode, res.body).toBe(422);
    expect(offlineImportErrorBodySchema.parse(res.json()).rows).toEqual([
      { row: 2, field: 'received_on', message: 'The date cannot be before 1 January 2000' },
      { row: 3, field: 'received_on', message: 'The date cannot be before 1 January 2000' },
      { row: 4, field: 'received_on', message: 'The date cannot be in the future' },
    ]);
    const single = await recordGift(app(), team.finance.token, offlineGift({ received_on: '1900-01-01' }));
    expect(single.statusCode).toBe(422);
    expect(single.json<{ errors: Record<string, string> }>().errors.received_on).toBe(
      'The date cannot be before 1 January 2000',
    );
  });
});
