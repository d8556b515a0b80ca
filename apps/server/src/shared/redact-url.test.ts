import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it.each([
    ['/admin/invitation/abc123', '/admin/invitation/[redacted]'],
    ['/api/admin/auth/invitations/abc123', '/api/admin/auth/invitations/[redacted]'],
    ['/api/admin/auth/invitations/abc123/totp', '/api/admin/auth/invitations/[redacted]/totp'],
    ['/auth/reset-password/u-1?x=1', '/auth/reset-password/[redacted]?x=1'],
    ['/api/auth/verify-user/u-1', '/api/auth/verify-user/[redacted]'],
    ['/donation/thank-you?token=abc.def', '/donation/thank-you?token=[redacted]'],
    ['/api/donation/certificate/7/pdf?token=abc', '/api/donation/certificate/7/pdf?token=[redacted]'],
    ['/subscription/unsubscribe?a=1&token=abc&b=2', '/subscription/unsubscribe?a=1&token=[redacted]&b=2'],
    ['/x?access_token=a&code=b&page=3', '/x?access_token=[redacted]&code=[redacted]&page=3'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
  ])('%s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it('leaves every other URL as it is', () => {
    for (const url of [
      '/',
      '/madhava-seva/past-events/12?page=2',
      '/api/event/paginate?filter=madhava-seva&status=1',
      '/api/admin/staff/invitations/4',
      '/x?%zz=1&flag',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
