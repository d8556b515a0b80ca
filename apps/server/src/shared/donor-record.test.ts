import { describe, expect, it } from 'vitest';
import { donationRequestSchema } from '@charity/shared';
import { createFieldCipher } from './crypto.ts';
import { donorRecord, donorRecordOf } from './donor-record.ts';

const cipher = createFieldCipher('test-secret-that-is-at-least-32-characters-long');
const form = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '98450 12345',
  amount: '1500.50',
  city: 'Bengaluru',
  state: 'Karnataka',
  address: 'Flat 4, 12 MG Road',
  pin_code: '560 001',
};

describe('donorRecord', () => {
  it('keeps the donor, turns rupees into paise and stores the PAN encrypted with its last four in clear', () => {
    const record = donorRecord(
      donationRequestSchema.parse({
        ...form,
        trust: '1',
        pan: 'abcpe1234f',
        fund: 'elder-care',
        indian_citizen: 'on',
      }),
      cipher,
    );
    expect(record).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.org',
      phone: '+919845012345',
      amount_paise: 150050,
      city: 'Bengaluru',
      state: 'Karnataka',
      trust: 1,
      pan_encrypted: expect.any(String) as unknown,
      pan_last4: '234F',
      address: 'Flat 4, 12 MG Road',
      pin_code: '560001',
      fund: 'elder-care',
      indian_citizen: 1,
      // No campaign, off the wall, no dedication: what a form that sends none of them stores.
      campaign_id: null,
      wall: 0,
      wall_name: null,
      dedication_kind: null,
      dedication_name: null,
      // The language of the page the form came from; English unless told.
      locale: 'en',
    });
    expect(record.pan_encrypted).not.toContain('ABCPE1234F');
    expect(cipher.decrypt(record.pan_encrypted ?? '')).toBe('ABCPE1234F');
  });

  it('stores no PAN for the second trust', () => {
    const record = donorRecord(
      donationRequestSchema.parse({ ...form, trust: '2', pan: 'abcpe1234f' }),
      cipher,
    );
    expect(record).toMatchObject({ trust: 2, pan_encrypted: null, pan_last4: null });
  });

  it('stores no confirmation that was not given, and no fund for the general fund', () => {
    const record = donorRecord(donationRequestSchema.parse({ ...form, trust: '2', fund: '' }), cipher);
    expect(record).toMatchObject({ fund: null, indian_citizen: null });
  });
});

describe('donorRecordOf', () => {
  it("copies a stored row's donor columns, campaign, dedication and language included, and leaves its other columns behind", () => {
    const donor = donorRecord(
      donationRequestSchema.parse({
        ...form,
        trust: '1',
        pan: 'abcpe1234f',
        indian_citizen: 'on',
        campaign: 'annadanam-2026',
        wall: 'on',
        wall_name: 'Anonymous',
        dedication_kind: 'memory',
        dedication_name: 'Smt. Saraswati',
      }),
      cipher,
      7,
      'kn',
    );
    expect(donor).toMatchObject({
      locale: 'kn',
      campaign_id: 7,
      wall: 1,
      wall_name: 'Anonymous',
      dedication_kind: 'memory',
    });
    const row = { ...donor, id: 5, reference: 'MG-2025-000005', subscription_id: 'sub_00000000000001' };
    expect(donorRecordOf(row)).toEqual(donor);
  });
});
