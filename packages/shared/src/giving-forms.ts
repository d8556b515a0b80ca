import { z } from 'zod';
import { MAX_DONATION_RUPEES, TRUST_IDS, type TrustId } from './constants.ts';
import {
  checkboxField,
  emailField,
  ID_MESSAGES,
  lettersField,
  panMessage,
  placeField,
  requiredText,
  termsField,
} from './forms.ts';
import { normalizePan, normalizePinCode } from './identifiers.ts';
import { internationalPhoneField } from './phone.ts';
import { FUND_KEY_PATTERN } from './settings.ts';
import { checkDedication, giftChoiceFields } from './gift-choices.ts';

/**
 * The donation and e-hundi form (docs/product/forms-and-subscriptions.md, docs/product/giving.md), and the fields
 * the console's finance forms share with it. Apart from forms.ts because it needs a phone number of any country
 * (phone.ts and its metadata) and a trust's fund keys (settings.ts), which pages without a gift form should not
 * load.
 */

/**
 * Rupees with at most two decimals, at least ₹1 (docs/product/forms-and-subscriptions.md: the API speaks
 * rupees; only the order speaks paise).
 */
export const AMOUNT_MESSAGES = {
  required: 'Please enter an amount',
  format: 'Enter the amount in rupees, with at most two decimals',
  positive: 'The amount must be a positive amount in rupees',
  min: 'The amount must be at least ₹1',
  max: 'The most we can accept online is ₹1,00,00,000',
} as const;

/** The one message an amount gets: zero and negative amounts are told so, not that they are badly written. */
function amountMessage(value: string): string | null {
  // Empty is told by requiredText already.
  if (value === '') return null;
  if (!/^[-+]?\d+(\.\d+)?$/.test(value)) return AMOUNT_MESSAGES.format;
  const rupees = Number(value);
  if (rupees <= 0) return AMOUNT_MESSAGES.positive;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return AMOUNT_MESSAGES.format;
  if (rupees < 1) return AMOUNT_MESSAGES.min;
  if (rupees > MAX_DONATION_RUPEES) return AMOUNT_MESSAGES.max;
  return null;
}

export const amountField = z
  .union([z.string(), z.number()], { error: AMOUNT_MESSAGES.required })
  .transform((value) => String(value).trim())
  .pipe(
    requiredText(AMOUNT_MESSAGES.required).superRefine((value, ctx) => {
      const message = amountMessage(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );

/**
 * The trust select: empty, 1 or 2 (docs/product/forms-and-subscriptions.md); the parsed value is the number.
 */
export const trustField = z
  .union([z.string(), z.number()], { error: 'Please choose a trust' })
  .transform((value) => String(value).trim())
  .pipe(z.enum(TRUST_IDS.map(String) as ['1', '2'], { error: 'Please choose a trust' }))
  .transform((value) => Number(value) as TrustId);

/** Text a form may leave empty: '', null (JSON) and absent all read as null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value.replace(/\s+/g, ' ') : null));

export const MAX_DONOR_ADDRESS = 300;
export const DONATION_FIELD_MESSAGES = {
  address: 'Please enter your postal address for the 80G receipt',
  pinCode: 'Please enter your PIN code for the 80G receipt',
  pinCodeInvalid: 'Please enter a valid 6-digit PIN code, e.g. 560001',
  fund: 'Please choose a fund from the list',
  indianCitizen:
    'This trust cannot accept foreign contributions: please confirm that you are an Indian citizen (NRIs are Indian citizens)',
} as const;

/**
 * The fund a gift is for: a key of the chosen trust's funds, or empty for its general fund. The form
 * schema knows only the shape of a key; which keys the trust has is in its settings, so the server checks that.
 * Online gifts, e-hundi entries and offline gifts (finance.ts) share it.
 */
export const fundField = z
  .string({ error: DONATION_FIELD_MESSAGES.fund })
  .trim()
  .max(40, DONATION_FIELD_MESSAGES.fund)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!FUND_KEY_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: DONATION_FIELD_MESSAGES.fund });
      return z.NEVER;
    }
    return value;
  });

/** An Indian PIN code when given ('560 001' is stored as '560001'); required for an 80G receipt (below). */
const pinCodeField = z
  .string()
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const pin = normalizePinCode(value);
    if (!pin) {
      ctx.addIssue({ code: 'custom', message: DONATION_FIELD_MESSAGES.pinCodeInvalid });
      return z.NEVER;
    }
    return pin;
  });

const donationObject = z.object({
  first_name: lettersField('First name'),
  last_name: lettersField('Last name'),
  email: emailField,
  phone: internationalPhoneField,
  amount: amountField,
  city: placeField('City'),
  state: placeField('State'),
  trust: trustField,
  /** Required, and shown, only for trust 1 (docs/product/forms-and-subscriptions.md); ignored for trust 2. */
  pan: z.string().trim().optional(),
  // docs/product/giving.md "Funds, suggested amounts, address and overseas donors".
  fund: fundField,
  /** The street part of the postal address; city, state and PIN have their own fields. */
  address: optionalText(MAX_DONOR_ADDRESS, `The address must be at most ${MAX_DONOR_ADDRESS} characters`),
  pin_code: pinCodeField,
  /** "I am an Indian citizen": asked, and required by the server, only for a trust without FCRA registration. */
  indian_citizen: checkboxField,
  // docs/product/giving.md "Campaigns, the donor wall and dedications".
  ...giftChoiceFields,
});

/**
 * PAN: required and valid for the first trust only (docs/product/forms-and-subscriptions.md). The checks run
 * as soon as the trust is readable, even while other fields are still wrong, so the PAN message appears
 * together with the others rather than last.
 */
const trustAndPan = z.object({ trust: trustField, pan: z.string().trim().optional() });
const whenTrustIsKnown = {
  when: (payload: { value: unknown }) => trustAndPan.safeParse(payload.value).success,
};
const firstTrustPan = (form: { trust: unknown; pan?: unknown }) =>
  String(form.trust).trim() === '1' ? (typeof form.pan === 'string' ? form.pan : '') : null;

/**
 * Whether the gift gets an 80G receipt, which must carry the donor's address (docs/product/external-facts.md, Form 10BD): a gift to
 * the first trust, the one with the 80G approval (whose PAN is required too).
 */
export const wants80GReceipt = (trust: unknown) => String(trust).trim() === '1';
/** Absent or empty; a value its own field refused (a malformed PIN) is not blank, so it gets one message, not two. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const withPanRule = <S extends z.ZodType<z.infer<typeof donationObject>>>(schema: S) =>
  schema
    .refine((form) => firstTrustPan(form) !== '', {
      path: ['pan'],
      message: 'Please enter your PAN',
      ...whenTrustIsKnown,
    })
    // Two rules with one message each: the shape, then (shape right) the fourth letter, the holder type.
    .refine(
      (form) => {
        const pan = firstTrustPan(form);
        return !pan || panMessage(pan) !== ID_MESSAGES.panShape;
      },
      { path: ['pan'], message: ID_MESSAGES.panShape, ...whenTrustIsKnown },
    )
    .refine(
      (form) => {
        const pan = firstTrustPan(form);
        return !pan || panMessage(pan) !== ID_MESSAGES.panHolderType;
      },
      { path: ['pan'], message: ID_MESSAGES.panHolderType, ...whenTrustIsKnown },
    )
    // The 80G receipt's address: required exactly when the receipt is an 80G one.
    .refine((form) => !wants80GReceipt(form.trust) || !isBlank(form.address), {
      path: ['address'],
      message: DONATION_FIELD_MESSAGES.address,
      ...whenTrustIsKnown,
    })
    .refine((form) => !wants80GReceipt(form.trust) || !isBlank(form.pin_code), {
      path: ['pin_code'],
      message: DONATION_FIELD_MESSAGES.pinCode,
      ...whenTrustIsKnown,
    })
    .superRefine(checkDedication)
    // Any PAN sent with the second trust is dropped, not stored.
    .transform((form) => ({ ...form, pan: form.trust === 1 && form.pan ? normalizePan(form.pan) : null }));

export const donationRequestSchema = withPanRule(donationObject);

/** What of a trust's settings the fund and citizenship rules read: the stored settings or the public site's. */
export type GivingRulesTrust = {
  funds: ReadonlyArray<{ key: string }>;
  accepts_foreign_contributions: boolean;
};

/**
 * The rules that need the chosen trust's settings, as field errors: the fund must be one of the trust's,
 * and a trust that cannot take foreign contributions (no FCRA registration) takes a gift only from a donor who
 * confirms being an Indian citizen. The server applies them to every donation and e-hundi entry; the web form
 * applies them too, from the public site settings, so the message appears before anything is sent.
 */
export function givingRulesErrors(
  form: { fund: string | null; indian_citizen: boolean },
  trust: GivingRulesTrust,
): Partial<Record<'fund' | 'indian_citizen', string>> {
  const errors: Partial<Record<'fund' | 'indian_citizen', string>> = {};
  if (form.fund !== null && !trust.funds.some((fund) => fund.key === form.fund)) {
    errors.fund = DONATION_FIELD_MESSAGES.fund;
  }
  if (!trust.accepts_foreign_contributions && !form.indian_citizen) {
    errors.indian_citizen = DONATION_FIELD_MESSAGES.indianCitizen;
  }
  return errors;
}
export type DonationRequest = z.output<typeof donationRequestSchema>;
export const donationFormSchema = withPanRule(donationObject.extend({ terms: termsField }));
export type DonationFormInput = z.input<typeof donationFormSchema>;
