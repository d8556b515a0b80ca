import { describe, expect, it } from 'vitest';
import { fts5Query, searchWords, tsQuery } from './full-text.ts';

describe('search words', () => {
  it('are the runs of letters, digits and combining marks, whatever surrounds them', () => {
    expect(searchWords('  Temple   lamps ')).toEqual(['Temple', 'lamps']);
    expect(searchWords('"temple" AND -lamps*')).toEqual(['temple', 'AND', 'lamps']);
    expect(searchWords("children's 100% the_camp")).toEqual(['children', 's', '100', 'the', 'camp']);
    // Kannada vowel signs and viramas are combining marks: the word stays whole.
    expect(searchWords('ದೀಪೋತ್ಸವ, Café')).toEqual(['ದೀಪೋತ್ಸವ', 'Café']);
  });

  it('are none for punctuation alone, and at most eight', () => {
    for (const text of ['', '"', '*', '-', ':*', "'&|!()", '🙏']) expect(searchWords(text), text).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('become quoted prefix terms of each query language, all required', () => {
    expect(fts5Query(['temple', 'AND'])).toBe('"temple"* "AND"*');
    expect(tsQuery(['temple', 'NOT'])).toBe("'temple':* & 'NOT':*");
  });
});
