import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, seedSettings } from '@charity/shared';
import { passwordProblem, staffPasswordWords } from './password-policy.ts';

describe('staff password words', () => {
  it('are the saved names of the site and the trusts, and the member’s name and e-mail with its parts', () => {
    const settings = seedSettings();
    settings.trusts[2].name = 'Ananda Nilayam Trust';
    const words = staffPasswordWords({ email: 'lakshmi.rao@trust-mail.in', name: 'Lakshmi Rao' }, settings);
    for (const word of [
      'ananda nilayam trust',
      'anandanilayamtrust',
      'nilayam',
      'sai mayee trust',
      'saimayeetrust',
      'lakshmirao',
      'lakshmi.rao@trust-mail.in',
      'lakshmi.rao',
      'trust-mail.in',
      'seva',
    ]) {
      expect(words, word).toContain(word);
    }
  });
});

describe('staff password strength', () => {
  const words = staffPasswordWords({ email: 'new.member@example.org', name: 'Lakshmi Rao' }, seedSettings());

  it('refuses what is easy to guess, saying why', async () => {
    const cases: [string, string][] = [
      ['123456789012', 'This is a commonly used password.'],
      ['abcdefghijkl', 'Common character sequences like "abc" are easy to guess.'],
      ['saimayeetrust', STAFF_MESSAGES.passwordPersonal],
      ['new.member@example.org', STAFF_MESSAGES.passwordPersonal],
      ['LakshmiRao2026', STAFF_MESSAGES.passwordPersonal],
      ['qwertyuiop[]', 'Straight rows of keys on your keyboard are easy to guess.'],
      ['Bangalore@2026', STAFF_MESSAGES.passwordPersonal],
      ['Sunshine2024!!!!', STAFF_MESSAGES.passwordHint],
    ];
    for (const [password, why] of cases) {
      const problem = await passwordProblem(password, words);
      expect(problem, password).toContain(STAFF_MESSAGES.passwordWeak);
      expect(problem, password).toContain(why);
    }
  });

  it('accepts a few unrelated words or random characters, and checks the length first', async () => {
    for (const password of ['lantern pebble monsoon 42', 'a long console passphrase 42', 'kD8#mq2Lz!pW']) {
      expect(await passwordProblem(password, words), password).toBeNull();
    }
    expect(await passwordProblem('short', words)).toBe(STAFF_MESSAGES.passwordTooShort);
    expect(await passwordProblem('x'.repeat(257), words)).toBe(STAFF_MESSAGES.passwordTooLong);
  });
});
