import { z } from 'zod';
import { dataEnvelope } from './api.ts';
import { aadhaarProblem, normalizeIndianMobile, panProblem } from './identifiers.ts';

/**
 * Every form of docs/product/forms-and-subscriptions.md, once. The web forms validate with the `…FormSchema`s
 * (they add the ticks and confirmations that are never sent); the server validates the body with the
 * `…RequestSchema`s. A field's rule and message are written in one place, so the message under a field is the
 * same whether the browser or the server found it.
 *
 * This module holds the fields every form shares and the contact, volunteer and subscription forms; the account
 * forms are in account-forms.ts and the donation form in giving-forms.ts. The split is by what a form needs to
 * load: those two take phone numbers of any country (phone.ts, with libphonenumber's metadata, ~80 kB) and the
 * donation form a trust's fund keys (settings.ts). The home page's subscription form, and the contact and
 * volunteer pages, load neither (ADR 38: the home page fetched and ran all of it for a form that takes an
 * Indian mobile number).
 *
 * Bodies arrive as JSON, urlencoded or multipart, so a field accepts what a browser form sends (strings, "on" for a
 * ticked box) as well as JSON's numbers and booleans, and the parsed value is always the canonical one: trimmed
 * text, lower-case e-mail, E.164 phone ('+91XXXXXXXXXX' for India), upper-case PAN, 12-digit Aadhaar, 6-digit PIN.
 */

/** The hidden field bots fill in and people never see; a request that fills it is accepted and dropped. */
export const HONEYPOT_FIELD = 'website';

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * Letters and spaces only (docs/product/forms-and-subscriptions.md), e.g. first and last name, city, state.
 */
export const lettersField = (label: string, max = 50) =>
  requiredText(`Please enter your ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[A-Za-z ]+$/, `${label} may contain only letters and spaces`)
    .transform((value) => value.replace(/\s+/g, ' '));

/** A place name (city, state): same rule as names, with its own wording. */
export const placeField = (label: string) =>
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
 * What a refused PAN or Aadhaar number is told (docs/product/forms-and-subscriptions.md): the shape when that is wrong, and otherwise the one
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
 * `{ token }` to /api/subscription/confirm and /api/subscription/unsubscribe (double opt-in).
 */
export const subscriptionTokenRequestSchema = z.object({
  token: requiredText('This link is incomplete; please open the whole link from the e-mail').max(
    200,
    'This link is not valid',
  ),
});
export type SubscriptionTokenRequest = z.output<typeof subscriptionTokenRequestSchema>;

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
    // docs/product/giving.md "Campaigns, the donor wall and dedications".
    'campaign',
    'wall',
    'wall_name',
    'dedication_kind',
    'dedication_name',
    'terms',
  ],
} as const;
