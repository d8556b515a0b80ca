import { describe, expect, it } from 'vitest';
import { createEncodingNegotiator } from './encoding-negotiator.ts';

describe('the Accept-Encoding negotiator', () => {
  it('picks the best encoding the header accepts', () => {
    const negotiator = createEncodingNegotiator(['br', 'gzip'] as const);
    expect(negotiator.negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiator.negotiate('gzip')).toBe('gzip');
    expect(negotiator.negotiate('identity')).toBeNull();
  });

  it('remembers at most maxEntries headers, however many distinct ones clients send', () => {
    const negotiator = createEncodingNegotiator(['br', 'gzip'] as const, 8);
    for (let i = 0; i < 100; i++)
      expect(negotiator.negotiate(`gzip;q=0.${(i % 9) + 1}, x-made-up-${i}`)).toBe('gzip');
    expect(negotiator.remembered()).toBe(8);
  });
});
