import { describe, expect, it } from 'vitest';
import { answerTexts, catalogueText, localiseAnswer, translate } from './catalogue.ts';
import { AMOUNT_MESSAGES, DONATION_FIELD_MESSAGES } from './giving-forms.ts';
import { DONATION_MESSAGES, PAYMENT_MESSAGES } from './giving.ts';
import { LOCALES } from './locales.ts';
import { MESSAGES } from './messages.ts';
import { MONTHLY_MESSAGES } from './monthly-giving.ts';
import { STATEMENT_MESSAGES } from './statements.ts';

/** The catalogue as the server reads it (ADR 0075). */
describe('translate', () => {
  it('gives a message in a language with its placeholders filled', () => {
    expect(translate('en', 'mail.frame.namaste', { name: 'Asha' })).toBe('Namaste Asha,');
    expect(translate('kn', 'mail.frame.namaste', { name: 'Asha' })).toBe('ನಮಸ್ಕಾರ Asha,');
  });

  it("picks a plural's form by count with the language's rules", () => {
    expect(translate('en', 'mail.statement.receipts', { count: 1 })).toBe('1 receipt');
    expect(translate('en', 'mail.statement.receipts', { count: 3 })).toBe('3 receipts');
    expect(translate('kn', 'mail.statement.receipts', { count: 3 })).toBe('3 ರಸೀದಿಗಳು');
  });
});

describe('localiseAnswer', () => {
  it('finds a field message or an answer by its English', () => {
    expect(localiseAnswer('Please enter your first name', 'kn')).toBe(
      catalogueText('kn', 'validation.firstNameRequired'),
    );
    expect(localiseAnswer(MESSAGES.invalidInput, 'kn')).toBe(catalogueText('kn', 'answers.invalidInput'));
  });

  it('carries the values of a message with placeholders over', () => {
    expect(localiseAnswer('Please wait 42 seconds before asking for a new code.', 'kn')).toBe(
      'ಹೊಸ ಕೋಡ್ ಕೇಳುವ ಮೊದಲು ದಯವಿಟ್ಟು 42 ಸೆಕೆಂಡುಗಳ ಕಾಲ ಕಾಯಿರಿ.',
    );
    expect(localiseAnswer('That code is not correct. 1 try left.', 'kn')).toBe(
      'ಆ ಕೋಡ್ ಸರಿಯಿಲ್ಲ. ಇನ್ನು 1 ಪ್ರಯತ್ನ ಉಳಿದಿದೆ.',
    );
  });

  it('leaves English, and a text the catalogue does not have, as they are', () => {
    expect(localiseAnswer(MESSAGES.invalidInput, 'en')).toBe(MESSAGES.invalidInput);
    expect(localiseAnswer('Something only the console says', 'kn')).toBe('Something only the console says');
  });

  it('has every public answer the server sends in its catalogue, so none stays English by accident', () => {
    const sent = [
      ...Object.values(MESSAGES),
      ...Object.values(DONATION_MESSAGES),
      ...Object.values(PAYMENT_MESSAGES),
      ...Object.values(MONTHLY_MESSAGES),
      ...Object.values(STATEMENT_MESSAGES),
      ...Object.values(AMOUNT_MESSAGES),
      ...Object.values(DONATION_FIELD_MESSAGES),
    ];
    expect(sent.filter((text) => localiseAnswer(text, 'kn') === text)).toEqual([]);
  });

  it.each(LOCALES)('%s: an English text two keys share is translated the same under both', (locale) => {
    const byText = new Map<string, Set<string | undefined>>();
    for (const [key, text] of answerTexts()) {
      const translations = byText.get(text) ?? new Set();
      translations.add(catalogueText(locale, key));
      byText.set(text, translations);
    }
    expect([...byText].filter(([, translations]) => translations.size > 1).map(([text]) => text)).toEqual([]);
  });
});
