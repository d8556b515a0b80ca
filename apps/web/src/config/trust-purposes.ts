import type { TrustId } from '@charity/shared';
import type { Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** Each trust's purpose as the about pages write it, in the page's language (site.ts holds the English). */
export const TRUST_PURPOSES: Record<TrustId, Message> = {
  1: m['about.purposeMayee'],
  2: m['about.purposeMeruMathi'],
};
