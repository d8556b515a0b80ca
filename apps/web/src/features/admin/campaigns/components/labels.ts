import { TRUSTS, TRUST_IDS } from '@charity/shared';

/** A trust's name from its id; the id itself for one the site does not know (a contract slip shows, not a crash). */
export const trustName = (id: number): string => {
  const known = TRUST_IDS.find((trust) => trust === id);
  return known === undefined ? String(id) : TRUSTS[known].name;
};
