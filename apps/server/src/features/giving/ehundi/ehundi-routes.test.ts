import { describe, expect, it } from 'vitest';
import { MESSAGES, TRUSTS, ehundiEntrySchema } from '@charity/shared';
import { createFieldCipher } from '#src/shared/crypto.ts';
import { call, randomIp, uniqueEmail } from '../../../../test/support/auth-test-kit.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { FORM_ENCODINGS, formPayload } from '../../../../test/support/form-payloads.ts';
import { EHUNDI_RATE_LIMIT } from './ehundi-routes.ts';
import { qrSvg } from './upi.ts';

const URL_PATH = '/api/e-hundi/create';

const form = (overrides: Record<string, string> = {}): Record<string, string> => ({
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: uniqueEmail('hundi'),
  phone: '+91 98450 12345',
  amount: '501',
  city: 'Mysuru',
  state: 'Karnataka',
  trust: '1',
  pan: 'ABCPK1234Q',
  address: '7 Chamundi Road',
  pin_code: '570001',
  indian_citizen: 'on',
  ...overrides,
});

describe.each(testDatabases)('e-hundi on %s', (database) => {
  const ctx = useTestApp(database);

  it.each(FORM_ENCODINGS)('as %s: saves the entry and answers its UPI link and QR code', async (encoding) => {
    const fields = form({ amount: '1500.5' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL_PATH,
      remoteAddress: randomIp(),
      ...(await formPayload(encoding, fields)),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ data: unknown; message: string }>();
    expect(body.message).toBe(MESSAGES.eHundiCreated);
    const entry = ehundiEntrySchema.parse(body.data);
    expect(entry).toMatchObject({
      amount: 1500.5,
      trust: 1,
      trust_name: TRUSTS[1].name,
      upi_vpa: TRUSTS[1].upiVpa,
    });
    expect(entry.reference).toMatch(/^EH-[0-9A-Z]{12}$/);
    expect(entry.upi_link).toBe(
      `upi://pay?pa=${encodeURIComponent(TRUSTS[1].upiVpa)}&pn=Sai%20Mayee%20Trust&am=1500.50&cu=INR` +
        `&tr=${entry.reference}&tn=E-Hundi%20${entry.reference}`,
    );
    expect(entry.qr_svg).toBe(await qrSvg(entry.upi_link));
    expect(entry.qr_svg.startsWith('<svg')).toBe(true);

    const row = await ctx.app.db
      .selectFrom('ehundi_entries')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: entry.reference,
      email: fields.email,
      phone: '+919845012345',
      amount_paise: 150050,
      trust: 1,
      pan_last4: '234Q',
    });
    expect(row.pan_encrypted).not.toContain('ABCPK1234Q');
    expect(createFieldCipher(ctx.config.appSecret).decrypt(row.pan_encrypted!)).toBe('ABCPK1234Q');
  });

  it("pays the second trust's VPA and keeps no PAN for it", async () => {
    const res = await call(ctx.app, 'POST', URL_PATH, { body: form({ trust: '2', pan: '' }) });
    expect(res.statusCode).toBe(201);
    const entry = ehundiEntrySchema.parse(res.json<{ data: unknown }>().data);
    expect(entry.upi_link).toContain(
      `pa=${encodeURIComponent(TRUSTS[2].upiVpa)}&pn=Sai%20Meru%20Mathi%20Trust&am=501.00`,
    );
    const row = await ctx.app.db
      .selectFrom('ehundi_entries')
      .select(['pan_encrypted', 'pan_last4'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pan_encrypted: null, pan_last4: null });
  });

  it.each([
    ['amount', { amount: '0' }],
    ['pan', { pan: '' }],
    ['trust', { trust: '' }],
    ['email', { email: 'x' }],
    ['state', { state: '' }],
  ])('refuses a bad %s with 422 on that field and saves nothing', async (field, bad) => {
    const fields = form(bad);
    const res = await call(ctx.app, 'POST', URL_PATH, { body: fields });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty(field);
    const rows = await ctx.app.db
      .selectFrom('ehundi_entries')
      .select('id')
      .where('email', '=', fields.email!)
      .execute();
    expect(rows).toEqual([]);
  });

  it(`limits each address to ${EHUNDI_RATE_LIMIT.max} entries per window`, async () => {
    const ip = randomIp();
    for (let i = 0; i < EHUNDI_RATE_LIMIT.max; i++) {
      expect((await call(ctx.app, 'POST', URL_PATH, { body: {}, ip })).statusCode).toBe(422);
    }
    expect((await call(ctx.app, 'POST', URL_PATH, { body: form(), ip })).statusCode).toBe(429);
  });
});
