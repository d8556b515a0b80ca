import type { Locale } from '@charity/shared';
import { DEFAULT_LOCALE } from '@charity/shared';
import type { Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * The shared zod schemas (packages/shared/src/forms.ts) write each field's message once, in English, so the browser
 * and the server give the same words (docs/product/forms-and-subscriptions.md). On a page in another language the
 * field shows the catalogue's text for that message (docs/product/languages.md, docs/decisions/0067): the
 * catalogue's English is the schema's text, and the message is found by it. A message not listed here stays as
 * the schema (or the server) wrote it.
 */
const VALIDATION_MESSAGES: readonly Message[] = [
  m['validation.nameRequired'],
  m['validation.nameTooLong'],
  m['validation.nameLetters'],
  m['validation.firstNameRequired'],
  m['validation.firstNameTooLong'],
  m['validation.firstNameLetters'],
  m['validation.lastNameRequired'],
  m['validation.lastNameTooLong'],
  m['validation.lastNameLetters'],
  m['validation.emailRequired'],
  m['validation.emailTooLong'],
  m['validation.emailInvalid'],
  m['validation.phoneRequired'],
  m['validation.phoneInvalid'],
  m['validation.messageRequired'],
  m['validation.messageTooShort'],
  m['validation.messageTooLong'],
  m['validation.termsRequired'],
  m['validation.aadhaarRequired'],
  m['validation.aadhaarShape'],
  m['validation.aadhaarChecksum'],
  m['validation.addressRequired'],
  m['validation.addressTooLong'],
  m['validation.interestRequired'],
  m['validation.interestTooShort'],
  m['validation.interestTooLong'],
  // The giving forms (donation, e-hundi) and the donor's account forms.
  m['validation.amountRequired'],
  m['validation.amountFormat'],
  m['validation.amountPositive'],
  m['validation.amountMin'],
  m['validation.amountMax'],
  m['validation.trustRequired'],
  m['validation.fundInvalid'],
  m['validation.indianCitizen'],
  m['validation.phoneAny'],
  m['validation.cityRequired'],
  m['validation.cityTooLong'],
  m['validation.cityLetters'],
  m['validation.stateRequired'],
  m['validation.stateTooLong'],
  m['validation.stateLetters'],
  m['validation.postalAddressRequired'],
  m['validation.postalAddressTooLong'],
  m['validation.pinCodeRequired'],
  m['validation.pinCodeInvalid'],
  m['validation.panRequired'],
  m['validation.panShape'],
  m['validation.panHolderType'],
  m['validation.passwordEnterNew'],
  m['validation.passwordEnter'],
  m['validation.passwordTooShort'],
  m['validation.passwordTooLong'],
  m['validation.passwordConfirm'],
  m['validation.passwordMismatch'],
  m['validation.otpRequired'],
  m['validation.otpShape'],
];

let byEnglish: Map<string, Message> | undefined;

/** Messages a lazily loaded form adds (addValidationMessages), so the first load does not carry their texts. */
const addedMessages: Message[] = [];

/** Adds a lazily loaded form's messages to those shown in the page's language; its module calls this once. */
export function addValidationMessages(messages: readonly Message[]): void {
  addedMessages.push(...messages);
  byEnglish = undefined;
}

/** A field's message in the page's language, or as given when the catalogue does not have it. */
export function localiseValidationMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  byEnglish ??= new Map(
    [...VALIDATION_MESSAGES, ...addedMessages].map((message) => [
      message({}, { locale: DEFAULT_LOCALE }),
      message,
    ]),
  );
  return byEnglish.get(text)?.({}, { locale }) ?? text;
}
