import { describe, expect, it } from 'vitest';
import { newReference } from './reference.ts';

describe('newReference', () => {
  it('is the prefix and 12 Crockford base32 characters, never I, L, O or U', () => {
    for (let i = 0; i < 200; i++) {
      expect(newReference('DN')).toMatch(/^DN-[0-9A-HJKMNP-TV-Z]{12}$/);
    }
    expect(newReference('EH')).toMatch(/^EH-[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('does not repeat', () => {
    const references = new Set(Array.from({ length: 1000 }, () => newReference('DN')));
    expect(references.size).toBe(1000);
  });
});
