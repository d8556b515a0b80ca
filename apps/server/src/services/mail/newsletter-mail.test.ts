import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE, seedSettings } from '@charity/shared';
import {
  newsletterHeaders,
  newsletterMail,
  unsubscribeToken,
  verifyUnsubscribeToken,
  type NewsletterLinkConfig,
} from './newsletter-mail.ts';

const config: NewsletterLinkConfig = {
  publicUrl: 'https://trusts.example',
  appSecret: 'a-test-secret-that-is-long-enough-to-use',
};
const recipient = { id: 42, email: 'meera@example.org' };
const SETTINGS = seedSettings();

describe('unsubscribe tokens', () => {
  it('name the subscription they were made for', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(42, config), config)).toBe(42);
  });

  it('cannot be moved to another subscription, altered, or made with another secret', () => {
    const token = unsubscribeToken(42, config);
    const signature = token.slice(token.indexOf('.') + 1);
    expect(verifyUnsubscribeToken(`43.${signature}`, config)).toBeNull();
    expect(
      verifyUnsubscribeToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, config),
    ).toBeNull();
    expect(
      verifyUnsubscribeToken(unsubscribeToken(42, { ...config, appSecret: 'x'.repeat(40) }), config),
    ).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.junk`, config)).toBeNull();
    for (const junk of ['', '42', '42.', '.abc', 'abc.def', '-1.123.abc']) {
      expect(verifyUnsubscribeToken(junk, config), junk).toBeNull();
    }
  });

  it('keep working for years, since old mails stay in inboxes', () => {
    const [, expires] = unsubscribeToken(42, config).split('.');
    const years = (Number(expires) * 1000 - Date.now()) / (365 * 86_400_000);
    expect(years).toBeGreaterThan(4.9);
  });
});

describe('newsletter mails', () => {
  // Tokens carry their expiry in seconds: without a fixed clock, a test that builds the expected token in a later
  // second than the mail's would see a different (equally valid) token.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00.250Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carry RFC 8058 one-click headers pointing at the API, plus a mailto fallback', () => {
    const headers = newsletterHeaders(recipient, config, SETTINGS);
    const token = encodeURIComponent(unsubscribeToken(42, config));
    expect(headers).toEqual({
      'List-Unsubscribe': `<https://trusts.example/api/subscription/unsubscribe?token=${token}>, <mailto:${SITE.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('link to the unsubscribe page in both parts and keep the content', () => {
    const mail = newsletterMail(
      recipient,
      { subject: 'Annadanam this Sunday', heading: 'Join us', paragraphs: ['Meals for 300 <people>.'] },
      config,
      SETTINGS,
    );
    const page = `https://trusts.example/subscription/unsubscribe?token=${encodeURIComponent(unsubscribeToken(42, config))}`;
    expect(mail.to).toBe('meera@example.org');
    expect(mail.subject).toBe('Annadanam this Sunday');
    expect(mail.headers).toEqual(newsletterHeaders(recipient, config, SETTINGS));
    expect(mail.text).toContain(`Unsubscribe: ${page}`);
    expect(mail.text).toContain('Meals for 300 <people>.');
    expect(mail.html).toContain(`href="${page}"`);
    expect(mail.html).toContain('Meals for 300 &lt;people&gt;.');
    expect(mail.text).toContain('You get this mail because you subscribed');
  });
});
