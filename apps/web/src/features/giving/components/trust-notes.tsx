import { BadgeCheck, Info } from 'lucide-react';
import { TRUST_IDS, TRUSTS } from '@charity/shared';

/**
 * What a gift to each trust supports and whether it is eligible for 80G (the wording lives in the trusts'
 * settings, as the receipts print it), so the donor can choose the trust knowingly.
 */
export function TrustNotes({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-maroon p-6 text-cream on-dark sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold text-cream">
        Where your gift goes
      </h2>
      <ul className="mt-5 space-y-6">
        {TRUST_IDS.map((id) => {
          const trust = TRUSTS[id];
          const Icon = trust.registration80G ? BadgeCheck : Info;
          return (
            <li key={id}>
              <h3 className="text-lg font-semibold text-gold-soft">{trust.name}</h3>
              <p className="mt-1 text-cream">{trust.purpose}.</p>
              <p className="mt-2 flex gap-2 text-sm text-cream/85">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-soft" />
                <span>{trust.receiptNote}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
