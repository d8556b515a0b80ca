import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** Distinct Accept-Encoding headers whose outcome is remembered: browsers and crawlers send a handful. */
export const ACCEPT_ENCODING_CACHE_ENTRIES = 64;

export type EncodingNegotiator<K extends string> = {
  /** The best of the supported encodings that `header` (an Accept-Encoding value) accepts, or null. */
  negotiate: (header: string) => K | null;
  /** How many headers are remembered now. */
  remembered: () => number;
};

/**
 * Picks the encoding of an answer from the request's Accept-Encoding header and remembers the outcome per header,
 * in a bounded cache: the header is whatever a client writes, so an unbounded map grew with every distinct value
 * a client cared to send (docs/decisions/0044).
 */
export function createEncodingNegotiator<K extends string>(
  supportedValues: readonly K[],
  maxEntries = ACCEPT_ENCODING_CACHE_ENTRIES,
): EncodingNegotiator<K> {
  const cache = new LRUCache<string, string>({ max: maxEntries });
  const negotiator = new Negotiator<K>({ supportedValues: [...supportedValues], cache });
  return { negotiate: (header) => negotiator.negotiate(header), remembered: () => cache.size };
}
