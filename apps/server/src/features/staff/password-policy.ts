import type { Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { STAFF_MESSAGES, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, type SiteSettings } from '@charity/shared';

/**
 * Staff passwords (docs/product/console.md "Invitations", NIST SP 800-63B §5.1.1.2; ADR 42): 12 to 256
 * characters, and hard to guess as zxcvbn-ts estimates it. The estimator knows leaked-password lists, English
 * words and names, keyboard rows, sequences, repeats, dates and l33t spellings; the trusts' names, the site's own
 * words and the member's name and e-mail are added as words of this site, since they are the first guesses of
 * anyone who targets it.
 */

/**
 * The estimator's lowest acceptable score: 4, about 10^10 guesses or more. Score 3 (10^8) still lets through the
 * pattern people reach for first when told "12 characters", a word with a year and symbols on its end
 * ('Sunshine2024!!!!', 'Bangalore@2026'), on accounts that hold donors' details and money; a few unrelated words
 * or 12 random characters reach 4 easily.
 */
export const STAFF_PASSWORD_MIN_SCORE: Score = 4;

/** Words of this site that are not in any dictionary the estimator ships. */
const SITE_WORDS = [
  'seva',
  'madhava',
  'manava',
  'madhavaseva',
  'manavaseva',
  'bangalore',
  'bengaluru',
  'admin',
];

/**
 * Loaded and built on first use, not at start: the dictionaries cost about 0.2 s and 30 MB, which every start and
 * every instance would pay for a check that runs when someone accepts an invitation (docs/decisions/0036).
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: {
        ...en.translations,
        // The library's sentence names "page related data"; ours says which.
        warnings: {
          ...en.translations.warnings,
          userInputs: STAFF_MESSAGES.passwordPersonal,
        },
      },
      maxLength: STAFF_PASSWORD_MAX,
    });
  })();
  return estimator;
}

/**
 * The words a member's password must not be built from: the trusts' and the site's names (as saved in the
 * settings, whole, run together and word by word), the site's own words, and the member's name and e-mail address
 * with each of its parts.
 */
export function staffPasswordWords(
  member: { email: string; name?: string },
  settings: Pick<SiteSettings, 'site' | 'trusts'>,
): string[] {
  const names = [settings.site.name, ...Object.values(settings.trusts).map((trust) => trust.name)];
  if (member.name) names.push(member.name);
  const words = new Set<string>(SITE_WORDS);
  const add = (text: string) => {
    const lower = text.toLowerCase().trim();
    if (lower.length < 3) return;
    words.add(lower);
    words.add(lower.replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  };
  for (const name of names) add(name);
  add(member.email);
  const [local = '', domain = ''] = member.email.split('@');
  add(local);
  add(domain);
  return [...words];
}

/**
 * Why a staff password is refused, as the message under the password field, or null when it is acceptable. A weak
 * one gets the estimator's warning and first suggestion after our sentence, e.g. "This password is too easy to
 * guess. This is a commonly used password. Add more words that are less common."
 */
export async function passwordProblem(password: string, words: string[]): Promise<string | null> {
  if (password.length < STAFF_PASSWORD_MIN) return STAFF_MESSAGES.passwordTooShort;
  if (password.length > STAFF_PASSWORD_MAX) return STAFF_MESSAGES.passwordTooLong;
  const result = (await loadEstimator()).check(password, words);
  if (result.score >= STAFF_PASSWORD_MIN_SCORE) return null;
  const why = [result.feedback.warning, result.feedback.suggestions[0] ?? STAFF_MESSAGES.passwordHint];
  return [STAFF_MESSAGES.passwordWeak, ...why.filter((text): text is string => Boolean(text))].join(' ');
}
