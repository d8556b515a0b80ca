import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DONATION_FIELD_MESSAGES, donationRequestSchema, givingRulesErrors } from './giving-forms.ts';
import { normalizePinCode } from './identifiers.ts';
import { normalizePhone } from './phone.ts';
import {
  GIVING_SETTINGS_DEFAULTS,
  fundOf,
  publicSite,
  seedSettings,
  siteSettingsSchema,
  storedSiteSettingsSchema,
  trustSettingsSchema,
} from './settings.ts';

/**
 * The giving fields (docs/product/giving.md "Funds, suggested amounts, address and overseas donors"): the PIN code, phones
 * of any country, the fund key, the 80G address rule and the trust settings that go with them.
 */

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

const donation = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '9845012345',
  amount: '501',
  city: 'Bengaluru',
  state: 'Karnataka',
  trust: '1',
  pan: 'abcpe1234f',
  address: ' Flat 4,   12 MG Road ',
  pin_code: '560 001',
};

describe('PIN code', () => {
  it.each([
    ['560001', '560001'],
    ['560 001', '560001'],
    ['110001', '110001'],
    ['999001', '999001'], // 9: the Army Postal Service
  ])('%j is stored as %j', (input, stored) => expect(normalizePinCode(input)).toBe(stored));

  it.each(['', '056001', '56001', '5600011', '56000A', '560-001'])('refuses %j', (input) =>
    expect(normalizePinCode(input)).toBeNull(),
  );

  it('says what a PIN code is, on the pin_code field', () => {
    expect(fieldErrors(donationRequestSchema, { ...donation, pin_code: '012345' })).toEqual({
      pin_code: DONATION_FIELD_MESSAGES.pinCodeInvalid,
    });
  });
});

describe('phone numbers of any country', () => {
  it.each([
    ['India, typed bare', '98450 12345', '+919845012345'],
    ['India, with trunk 0', '098450-12345', '+919845012345'],
    ['India, with +91', '+91 98450 12345', '+919845012345'],
    ['India, a landline', '+91 80 4123 4567', '+918041234567'],
    ['United States', '+1 (212) 555-0123', '+12125550123'],
    ['United Kingdom', '+44 7911 123456', '+447911123456'],
    ['United Kingdom, dialled with 00', '0044 7911 123456', '+447911123456'],
    ['United Arab Emirates', '+971 50 123 4567', '+971501234567'],
    ['Singapore', '+65 8123 4567', '+6581234567'],
  ])('%s: %j is stored as %j', (_country, input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
    expect(donationRequestSchema.parse({ ...donation, phone: input }).phone).toBe(stored);
  });

  it.each([
    ['too short', '98450'],
    ['a US number that cannot exist', '+1 555 555 5555'],
    ['a Singapore number that cannot exist', '+65 1234 5678'],
    ['letters', 'call me'],
  ])('refuses %s (%j) with a clear message on phone', (_what, input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(fieldErrors(donationRequestSchema, { ...donation, phone: input })).toEqual({
      phone:
        'Please enter a valid phone number; for a number outside India, start with + and the country code',
    });
  });
});

describe('fund, address and citizenship on the donation form', () => {
  it('parses the address, PIN and fund to their stored form; no fund is the general fund', () => {
    const parsed = donationRequestSchema.parse({ ...donation, fund: 'elder-care', indian_citizen: 'on' });
    expect(parsed).toMatchObject({
      address: 'Flat 4, 12 MG Road',
      pin_code: '560001',
      fund: 'elder-care',
      indian_citizen: true,
    });
    expect(donationRequestSchema.parse({ ...donation, fund: '' })).toMatchObject({
      fund: null,
      indian_citizen: false,
    });
    expect(donationRequestSchema.parse(donation).fund).toBeNull();
    // JSON's null, as the web app sends a parsed form back, reads as none too.
    expect(
      donationRequestSchema.parse({
        ...donation,
        trust: 2,
        pan: '',
        fund: null,
        address: null,
        pin_code: null,
      }),
    ).toMatchObject({ fund: null, address: null, pin_code: null });
  });

  it.each(['Elder Care', 'elder_care', '-care', 'x'.repeat(41)])('refuses the fund key %j', (fund) => {
    expect(fieldErrors(donationRequestSchema, { ...donation, fund })).toEqual({
      fund: DONATION_FIELD_MESSAGES.fund,
    });
  });

  it('requires the address and PIN code for the 80G receipt of the first trust only', () => {
    expect(fieldErrors(donationRequestSchema, { ...donation, address: '', pin_code: '' })).toEqual({
      address: DONATION_FIELD_MESSAGES.address,
      pin_code: DONATION_FIELD_MESSAGES.pinCode,
    });
    const second = { ...donation, trust: '2', pan: '', address: '', pin_code: '' };
    expect(donationRequestSchema.parse(second)).toMatchObject({ address: null, pin_code: null });
    // Optional for the second trust, but checked when given.
    expect(fieldErrors(donationRequestSchema, { ...second, pin_code: '12345' })).toEqual({
      pin_code: DONATION_FIELD_MESSAGES.pinCodeInvalid,
    });
    expect(fieldErrors(donationRequestSchema, { ...second, address: 'x'.repeat(301) })).toEqual({
      address: 'The address must be at most 300 characters',
    });
  });

  it('checks the fund against the trust and asks for citizenship where foreign gifts are refused', () => {
    const trust = { funds: [{ key: 'annadanam' }], accepts_foreign_contributions: false };
    expect(givingRulesErrors({ fund: 'annadanam', indian_citizen: true }, trust)).toEqual({});
    expect(givingRulesErrors({ fund: null, indian_citizen: true }, trust)).toEqual({});
    expect(givingRulesErrors({ fund: 'elder-care', indian_citizen: false }, trust)).toEqual({
      fund: DONATION_FIELD_MESSAGES.fund,
      indian_citizen: DONATION_FIELD_MESSAGES.indianCitizen,
    });
    expect(DONATION_FIELD_MESSAGES.indianCitizen).toContain('NRIs are Indian citizens');
    const fcra = { ...trust, accepts_foreign_contributions: true };
    expect(givingRulesErrors({ fund: null, indian_citizen: false }, fcra)).toEqual({});
  });
});

describe('giving settings', () => {
  const trust = seedSettings().trusts[1];

  it('seeds amounts, funds with their 10BD types and no foreign contributions', () => {
    const settings = seedSettings();
    expect(siteSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings.trusts[1].suggested_amounts).toEqual([501, 1001, 2501, 5001]);
    expect(settings.trusts[1].funds.map((fund) => fund.name)).toEqual([
      'Annadanam',
      'Elder care',
      "Children's home",
    ]);
    expect(settings.trusts[2].funds).toContainEqual({
      key: 'temple-restoration',
      name: 'Temple restoration',
      donation_type: 'corpus',
    });
    expect(settings.trusts[1].accepts_foreign_contributions).toBe(false);
    expect(settings.trusts[2].accepts_foreign_contributions).toBe(false);
  });

  it('reads a document stored before the giving settings existed with the defaults', () => {
    const stored = seedSettings() as unknown as { trusts: Record<string, Record<string, unknown>> };
    for (const id of ['1', '2']) {
      delete stored.trusts[id]!.suggested_amounts;
      delete stored.trusts[id]!.funds;
      delete stored.trusts[id]!.accepts_foreign_contributions;
    }
    expect(siteSettingsSchema.safeParse(stored).success).toBe(false);
    const read = storedSiteSettingsSchema.parse(JSON.parse(JSON.stringify(stored)));
    expect(read.trusts[1]).toMatchObject(GIVING_SETTINGS_DEFAULTS);
    expect(read.trusts[2]).toMatchObject(GIVING_SETTINGS_DEFAULTS);
    expect(read.trusts[1].name).toBe(trust.name);
  });

  it.each([
    [[], 'suggested_amounts', 'Give at least one amount'],
    [[1, 2, 3, 4, 5, 6, 7], 'suggested_amounts', 'At most 6 amounts'],
    [[1001, 501], 'suggested_amounts', 'List the amounts from the smallest up, each once'],
    [[501, 501], 'suggested_amounts', 'List the amounts from the smallest up, each once'],
    [[0, 501], 'suggested_amounts.0', 'Each amount must be at least ₹1'],
    [[501.5], 'suggested_amounts.0', 'Amounts are whole rupees'],
    [[10_000_001], 'suggested_amounts.0', 'Each amount must be at most ₹1,00,00,000'],
  ])('refuses the suggested amounts %j', (amounts, path, message) => {
    expect(fieldErrors(trustSettingsSchema, { ...trust, suggested_amounts: amounts })).toEqual({
      [path]: message,
    });
  });

  it('refuses a fund key used twice, a bad key and an unknown 10BD type, on the fund', () => {
    const fund = { key: 'annadanam', name: 'Annadanam', donation_type: 'others' };
    expect(fieldErrors(trustSettingsSchema, { ...trust, funds: [fund, { ...fund, name: 'Food' }] })).toEqual({
      'funds.1.key': 'Each fund needs a key of its own',
    });
    expect(fieldErrors(trustSettingsSchema, { ...trust, funds: [{ ...fund, key: 'Anna Danam' }] })).toEqual({
      'funds.0.key': 'Use lower-case letters, digits and hyphens, e.g. elder-care',
    });
    expect(
      fieldErrors(trustSettingsSchema, { ...trust, funds: [{ ...fund, donation_type: 'grant' }] }),
    ).toEqual({ 'funds.0.donation_type': 'Choose corpus, specific grant or others' });
  });

  it('names a fund and its 10BD type; no fund, or one removed since, reads as the general fund type', () => {
    expect(fundOf(trust, 'elder-care')).toMatchObject({
      name: 'Elder care',
      donation_type: 'specific_grant',
    });
    expect(fundOf(trust, null)).toEqual({ name: 'General fund', donation_type: 'others' });
    expect(fundOf(trust, 'old-fund')).toEqual({ name: 'old-fund', donation_type: 'others' });
  });

  it('shows the public site the amounts, the funds by key and name, and the FCRA flag', () => {
    const site = publicSite(seedSettings());
    expect(site.trusts[1]).toMatchObject({
      suggested_amounts: [501, 1001, 2501, 5001],
      accepts_foreign_contributions: false,
    });
    expect(site.trusts[2].funds).toEqual([
      { key: 'temple-restoration', name: 'Temple restoration' },
      { key: 'annadanam', name: 'Annadanam' },
    ]);
  });
});
