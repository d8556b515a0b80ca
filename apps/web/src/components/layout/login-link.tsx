import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { paths } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The header's "Login" link for visitors who are not logged in. The header shows it until the account menu (a
 * lazily loaded feature) has loaded, and the account menu shows the same link for a visitor without a session,
 * so for most visitors nothing moves when it arrives.
 */
export function LoginLink() {
  const t = useT();
  return (
    <Link to={paths.login} className="btn btn-outline btn-sm max-sm:size-11 max-sm:p-0">
      <LogIn aria-hidden="true" className="size-4" />
      {/* Icon-only on phones, like the Donate button beside it; the name stays for screen readers. */}
      <span className="max-sm:sr-only">{t(m['nav.login'])}</span>
    </Link>
  );
}
