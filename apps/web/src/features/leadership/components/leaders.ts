/**
 * A leader without a portrait is drawn from the initials of the name, honorifics left out
 * (docs/product/content-and-pages.md, Leadership Team).
 */
export const initials = (name: string): string =>
  name
    .replace(/^(Dr\.|Sri|Smt\.|Pandit)\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
