import { FlaskConical } from 'lucide-react';
import { useSite } from '#src/lib/site.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * "Test mode — no money is taken", on every giving page while the server runs its payment sandbox in production on
 * purpose (`payments_test_mode` of `GET /api/site`, docs/decisions/0040-payments-test-mode.md), so nobody takes a
 * test copy for the live site. Nothing otherwise.
 */
export function TestModeNotice({ className = '' }: { className?: string }) {
  const { payments_test_mode: testMode } = useSite();
  const t = useT();
  if (!testMode) return null;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-2xl border-2 border-gold bg-primary-soft p-4 text-maroon-deep ${className}`}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
      <p>
        <strong className="block font-semibold">{t(m['giving.testModeTitle'])}</strong>
        <span className="text-sm">{t(m['giving.testModeDetail'])}</span>
      </p>
    </div>
  );
}
