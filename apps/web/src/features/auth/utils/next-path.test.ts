import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from '#src/features/auth/utils/next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['/payment', '/payment'],
    ['/gallery/images?page=2&filter=all#top', '/gallery/images?page=2&filter=all#top'],
    ['/madhava-seva/upcoming-events/2', '/madhava-seva/upcoming-events/2'],
    // Resolved against this origin, so dot segments cannot climb out of it either.
    ['/a/../payment', '/payment'],
  ])('accepts the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['an absolute URL to another site', 'https://evil.example/payment'],
    ['an absolute URL to this origin', `${window.location.origin}/payment`],
    ['a protocol-relative URL', '//evil.example/payment'],
    ['a backslash URL browsers read as protocol-relative', '/\\evil.example/payment'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'payment'],
    ['an auth page (a redirect loop)', '/auth/login?next=/payment'],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('withNext', () => {
  it('carries a safe path, encoded', () => {
    expect(withNext('/auth/login', '/gallery/images?page=2')).toBe(
      '/auth/login?next=%2Fgallery%2Fimages%3Fpage%3D2',
    );
  });

  it('drops an unsafe one', () => {
    expect(withNext('/auth/login', 'https://evil.example')).toBe('/auth/login');
    expect(withNext('/auth/login', null)).toBe('/auth/login');
  });
});
