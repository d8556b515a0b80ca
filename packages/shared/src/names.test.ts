import { describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from './names.ts';
import { seedSettings, trustSettingsSchema } from './settings.ts';
import { acceptInvitationRequestSchema } from './staff.ts';

/** The names that print on receipts or show to colleagues refuse what no name contains (names.ts). */
describe('names printed on receipts and shown to colleagues', () => {
  const password = 'a long enough pass phrase';
  const messages = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it("refuses a staff member's name with a text-direction override or a control character", () => {
    for (const name of ['Asha\u202Emodnar', 'Asha\u0000', 'Asha\u2066Rao']) {
      expect(messages(acceptInvitationRequestSchema.safeParse({ name, password }))).toEqual([
        `name: ${NAME_CHARACTERS_MESSAGE}`,
      ]);
    }
    expect(acceptInvitationRequestSchema.safeParse({ name: 'ಆಶಾ ರಾವ್', password }).success).toBe(true);
  });

  it("refuses such characters in the signatory's name and office printed under the signature", () => {
    const trust = seedSettings().trusts[1];
    expect(
      messages(trustSettingsSchema.safeParse({ ...trust, signatory_name: 'K. Sai\u202EPrasad' })),
    ).toEqual([`signatory_name: ${NAME_CHARACTERS_MESSAGE}`]);
    expect(messages(trustSettingsSchema.safeParse({ ...trust, signatory_title: 'Trustee\u0007' }))).toEqual([
      `signatory_title: ${NAME_CHARACTERS_MESSAGE}`,
    ]);
    expect(
      trustSettingsSchema.safeParse({ ...trust, signatory_name: null, signatory_title: null }).success,
    ).toBe(true);
    expect(trustSettingsSchema.safeParse(trust).success).toBe(true);
  });
});
