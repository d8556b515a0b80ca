import { z } from 'zod';
import { dataEnvelope } from './api.ts';
import { MAX_DONATION_RUPEES, TRUST_IDS, type TrustId } from './constants.ts';
import {
  aadhaarProblem,
  normalizeIndianMobile,
  normalizePan,
  normalizePinCode,
  panProblem,
} from './identifiers.ts';
import { normalizePhone } from './phone.ts';
import { FUND_KEY_PATTERN } from './settings.ts';

/**
 * Every form of docs/product/forms-and-subscriptions.md, once. The web forms validate with the `…FormSchema`s
 * (they add the ticks and confirmations that are never sent); the server validates the body with the
 * `…RequestSchema`s. A field's rule and message are written in one place, so the message under a field is the
 * same whether the browser or the server found it.
 *
 * Bodies arrive as JSON, urlencoded or multipart, so a field accepts what a browser form sends (strings, "on" for a
 * ticked box) as well as JSON's numbers and booleans, and the parsed value is always the canonical one: trimmed
 * text, lower-case e-mail, E.164 phone ('+91XXXXXXXXXX' for India), upper-case PAN, 12-digit Aadhaar, 6-digit PIN.
 */

/** The hidden field bots fill in and people never see; a request that fills it is accepted and dropped. */
export const HONEYPOT_FIELD = 'website';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * Letters and spaces only (docs/product/forms-and-subscriptions.md), e.g. first and last name, city, state.
 */
export const lettersField = (label: string, max = 50) =>
  requiredText(`Please enter your ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[A-Za-z ]+$/, `${label} may contain only letters and spaces`)
    .transform((value) => value.replace(/\s+/g, ' '));

/** A place name (city, state): same rule as names, with its own wording. */
const placeField = (label: string) =>
  requiredText(`Please enter the ${label.toLowerCase()}`)
    .max(60, `${label} must be at most 60 characters`)
    .regex(/^[A-Za-z ]+$/, `${label} may contain only letters and spaces`)
    .transform((value) => value.replace(/\s+/g, ' '));

export const emailField = requiredText('Please enter your e-mail')
  .max(254, 'The e-mail address is too long')
  .pipe(z.email('Please enter a valid e-mail address'))
  .transform((value) => value.toLowerCase());

const PHONE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number';

/** Indian mobile (docs/product/external-facts.md), stored as +91XXXXXXXXXX. */
export const phoneField = requiredText('Please enter your phone number').transform((value, ctx) => {
  const phone = normalizeIndianMobile(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

const INTERNATIONAL_PHONE_MESSAGE =
  'Please enter a valid phone number; for a number outside India, start with + and the country code';

/**
 * A phone number of any country (issue 15: donors abroad give too; docs/product/giving.md), read as Indian
 * when typed without a country code, stored in E.164 ('+919845012345', '+447911123456'). The donation, e-hundi
 * and register forms take it; contact, volunteer and subscription keep the Indian mobile above.
 */
export const internationalPhoneField = requiredText('Please enter your phone number').transform(
  (value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INTERNATIONAL_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  },
);

/** The register form's phone: optional, but a valid number (any country) when given. */
const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INTERNATIONAL_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/**
 * Free text with docs/product/forms-and-subscriptions.md's unspecified "custom message rule": enough words to
 * act on, and bounded so a paste of a book is refused with a message rather than stored.
 */
const longTextField = (label: string, min: number, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    // Browsers send a textarea's line breaks as CRLF in form posts (HTML's form encoding) and as LF in JSON;
    // one form of line break is stored, and a line break counts as one character either way.
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      requiredText(`Please enter ${label}`)
        .min(min, `Please write at least ${min} characters`)
        .max(max, `Please keep it under ${max} characters`),
    );

/** A ticked box as JSON (true), a form post ("on", "true", "1") or unticked (false, "false", "0", absent). */
export const checkboxField = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/** The terms tick: required on screen, never sent (docs/product/forms-and-subscriptions.md). */
export const termsField = z.boolean().refine((ticked) => ticked, 'Please accept the terms and conditions');

export const otpField = requiredText('Please enter the code from the e-mail').regex(
  /^\d{6}$/,
  'The code is the 6 digits from the e-mail',
);

export const PASSWORD_MIN_LENGTH = 8;
/** A new password: long enough to resist guessing, bounded so hashing stays cheap. */
export const newPasswordField = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'The password must be at most 128 characters');

/** An existing password (login): only required; its rules are not revealed. */
const passwordField = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(128, 'The password must be at most 128 characters');

// ---------------------------------------------------------------- contact

export const contactRequestSchema = z.object({
  first_name: lettersField('First name'),
  last_name: lettersField('Last name'),
  email: emailField,
  phone: phoneField,
  message: longTextField('your message', 10, 2000),
});
export type ContactRequest = z.output<typeof contactRequestSchema>;
export const contactFormSchema = contactRequestSchema.extend({ terms: termsField });
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** 201 from POST /api/contact/create: the stored message's id and the docs/product/README.md success text. */
export const contactCreatedResponseSchema = dataEnvelope(z.object({ id: z.number().int().nonnegative() }));

// ---------------------------------------------------------------- volunteer

/**
 * What a refused PAN or Aadhaar number is told (issue 15): the shape when that is wrong, and otherwise the one
 * part that is, so the donor knows where to look.
 */
export const ID_MESSAGES = {
  panShape: 'Please enter a valid PAN: five letters, four digits and a letter, e.g. ABCPE1234F',
  panHolderType:
    'The 4th character of a PAN tells the holder type (P for a person, C for a company, H for a family, F for a firm, T for a trust…); please check that letter',
  aadhaarShape: 'Please enter a valid 12-digit Aadhaar number (it never starts with 0 or 1)',
  aadhaarChecksum: "This Aadhaar number's last digit doesn't match — please check for a typo",
} as const;

/** The message for a typed PAN, or null when it is a valid PAN. */
export function panMessage(value: string): string | null {
  const problem = panProblem(value);
  if (problem === null) return null;
  return problem === 'holder-type' ? ID_MESSAGES.panHolderType : ID_MESSAGES.panShape;
}

export const aadharField = requiredText('Please enter your Aadhaar number').transform((value, ctx) => {
  const problem = aadhaarProblem(value);
  if (problem) {
    const message = problem === 'checksum' ? ID_MESSAGES.aadhaarChecksum : ID_MESSAGES.aadhaarShape;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return value.replace(/[\s-]/g, '');
});

export const volunteerRequestSchema = z.object({
  first_name: lettersField('First name'),
  last_name: lettersField('Last name'),
  email: emailField,
  phone: phoneField,
  aadhar: aadharField,
  address: longTextField('your address', 10, 500),
  interest: longTextField('the seva you are interested in', 3, 1000),
});
export type VolunteerRequest = z.output<typeof volunteerRequestSchema>;
export const volunteerFormSchema = volunteerRequestSchema.extend({ terms: termsField });
export type VolunteerFormInput = z.input<typeof volunteerFormSchema>;

// ---------------------------------------------------------------- subscribe

export const subscriptionRequestSchema = z.object({
  name: lettersField('Name', 80),
  email: emailField,
  phone: phoneField,
  ebook: checkboxField,
  event: checkboxField,
  blog: checkboxField,
  crossword: checkboxField,
  newsletter: checkboxField,
});
export type SubscriptionRequest = z.output<typeof subscriptionRequestSchema>;
/**
 * On screen: only the event, newsletter and blog boxes (docs/product/forms-and-subscriptions.md); ebook and
 * crossword are sent as false.
 */
export const subscriptionFormSchema = subscriptionRequestSchema.omit({ ebook: true, crossword: true });
export type SubscriptionFormInput = z.input<typeof subscriptionFormSchema>;

/**
 * The pages /subscription/confirm?token=… and /subscription/unsubscribe?token=… post their token as
 * `{ token }` to /api/subscription/confirm and /api/subscription/unsubscribe (issue 4, double opt-in).
 */
export const subscriptionTokenRequestSchema = z.object({
  token: requiredText('This link is incomplete; please open the whole link from the e-mail').max(
    200,
    'This link is not valid',
  ),
});
export type SubscriptionTokenRequest = z.output<typeof subscriptionTokenRequestSchema>;

// ---------------------------------------------------------------- accounts

export const registerRequestSchema = z.object({
  first_name: lettersField('First name'),
  // docs/product/forms-and-subscriptions.md notes the original calls this "first name" in its messages;
  // docs/product/accounts.md fixes it to "Last name".
  last_name: lettersField('Last name'),
  email: emailField,
  phone: optionalPhoneField,
  password: newPasswordField,
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;
/**
 * "The passwords do not match" is checked as soon as both passwords are typed, even while other fields are still
 * wrong (zod skips an object's refinements after a field failed, unless told `when`), so every problem of the form
 * shows at once (issue 15).
 */
const passwordsTyped = z.object({ password: z.string(), confirm_password: z.string().min(1) });
const passwordsMatch = {
  path: ['confirm_password'],
  message: 'The passwords do not match',
  when: (payload: { value: unknown }) => passwordsTyped.safeParse(payload.value).success,
};
const samePasswords = (form: { password: unknown; confirm_password: unknown }) =>
  form.password === form.confirm_password;

export const registerFormSchema = registerRequestSchema
  .extend({ confirm_password: z.string().min(1, 'Please confirm the password'), terms: termsField })
  .refine(samePasswords, passwordsMatch);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const loginRequestSchema = z.object({ email: emailField, password: passwordField });
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

export const verifyUserRequestSchema = z.object({ otp: otpField });
export type VerifyUserRequest = z.output<typeof verifyUserRequestSchema>;

export const resetPasswordRequestSchema = z.object({ otp: otpField, password: newPasswordField });
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirm_password: z.string().min(1, 'Please confirm the password') })
  .refine(samePasswords, passwordsMatch);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/**
 * User ids are random UUIDs (docs/product/forms-and-subscriptions.md); anything else in /auth/…/{id} is
 * refused before a lookup.
 */
export const userIdParamsSchema = z.object({ id: z.uuid('Invalid ID') });

// ---------------------------------------------------------------- donation and e-hundi

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
 * The fund a gift is for (issue 15): a key of the chosen trust's funds, or empty for its general fund. The form
 * schema knows only the shape of a key; which keys the trust has is in its settings, so the server checks that.
 */
const fundField = z
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
  // Issue 15 (docs/product/giving.md "Funds, suggested amounts, address and overseas donors").
  fund: fundField,
  /** The street part of the postal address; city, state and PIN have their own fields. */
  address: optionalText(MAX_DONOR_ADDRESS, `The address must be at most ${MAX_DONOR_ADDRESS} characters`),
  pin_code: pinCodeField,
  /** "I am an Indian citizen": asked, and required by the server, only for a trust without FCRA registration. */
  indian_citizen: checkboxField,
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
 * Whether the gift gets an 80G receipt, which must carry the donor's address (REFERENCE §7, Form 10BD): a gift to
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
    // Any PAN sent with the second trust is dropped, not stored.
    .transform((form) => ({ ...form, pan: form.trust === 1 && form.pan ? normalizePan(form.pan) : null }));

export const donationRequestSchema = withPanRule(donationObject);

/** What of a trust's settings the fund and citizenship rules read: the stored settings or the public site's. */
export type GivingRulesTrust = {
  funds: ReadonlyArray<{ key: string }>;
  accepts_foreign_contributions: boolean;
};

/**
 * The rules that need the chosen trust's settings (issue 15), as field errors: the fund must be one of the trust's,
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

/**
 * The fields every form above can carry errors for (docs/product/forms-and-subscriptions.md), in the order
 * the forms show them.
 */
export const FORM_FIELDS = {
  contact: ['first_name', 'last_name', 'phone', 'email', 'message', 'terms'],
  volunteer: ['first_name', 'last_name', 'email', 'phone', 'aadhar', 'address', 'interest', 'terms'],
  subscription: ['name', 'email', 'phone', 'event', 'newsletter', 'blog'],
  register: ['first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password', 'terms'],
  login: ['email', 'password'],
  forgotPassword: ['email'],
  resetPassword: ['otp', 'password', 'confirm_password'],
  verifyUser: ['otp'],
  donation: [
    'first_name',
    'last_name',
    'email',
    'phone',
    'amount',
    'trust',
    'fund',
    'pan',
    'address',
    'city',
    'state',
    'pin_code',
    'indian_citizen',
    'terms',
  ],
} as const;
