import { BadgeCheck, Info } from 'lucide-react';
import { TRUST_IDS, TRUSTS, type TrustId } from '@charity/shared';
import { useT, type Message } from '#src/lib/i18n.ts';
import { TRUST_PURPOSES } from '#src/config/trust-purposes.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * What a gift to each trust supports and whether it is eligible for 80G (the wording lives in the trusts'
 * settings, as the receipts print it), so the donor can choose the trust knowingly.
 */
/** What each trust's gifts are worth at tax time, in the page's language (site.ts holds the English). */
const RECEIPT_NOTES: Record<TrustId, Message<{ trust: string }>> = {
  1: m['giving.receiptNoteMayee'],
  2: m['giving.receiptNoteMeruMathi'],
};

export function TrustNotes({ headingId }: { headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-maroon p-6 text-cream on-dark sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold text-cream">
        {t(m['giving.whereItGoes'])}
      </h2>
      <ul className="mt-5 space-y-6">
        {TRUST_IDS.map((id) => {
          const trust = TRUSTS[id];
          const Icon = trust.registration80G ? BadgeCheck : Info;
          return (
            <li key={id}>
              <h3 className="text-lg font-semibold text-gold-soft">{trust.name}</h3>
              <p className="mt-1 text-cream">{t(TRUST_PURPOSES[id])}.</p>
              <p className="mt-2 flex gap-2 text-sm text-cream/85">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-soft" />
                <span>{t(RECEIPT_NOTES[id], { trust: trust.name })}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
