import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { ACCOUNT_LINKS } from '#src/config/navigation.ts';

/**
 * The header's "Login" link for visitors who are not logged in. The header shows it until the account menu (a
 * lazily loaded feature) has loaded, and the account menu shows the same link for a visitor without a session,
 * so for most visitors nothing moves when it arrives.
 */
export function LoginLink() {
  return (
    <Link to={ACCOUNT_LINKS.signedOut.to} className="btn btn-outline btn-sm max-sm:size-11 max-sm:p-0">
      <LogIn aria-hidden="true" className="size-4" />
      {/* Icon-only on phones, like the Donate button beside it; the name stays for screen readers. */}
      <span className="max-sm:sr-only">{ACCOUNT_LINKS.signedOut.label}</span>
    </Link>
  );
}
