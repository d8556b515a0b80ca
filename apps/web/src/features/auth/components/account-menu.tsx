import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@charity/shared';
import { LoginLink } from '#src/components/layout/login-link.tsx';
import { useSession } from '#src/lib/session.ts';
import { uiStore, useUiState } from '#src/stores/ui-store.ts';
import { useLogout } from '#src/features/auth/api/logout.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The header's account control (docs/product/accounts.md, profile bar). Logged out: the
 * "Login" link. Logged in: a button with the donor's name opening a menu with "My donations" (/payment) and
 * "Logout". It is a Radix menu, so arrows, Enter, Escape and focus return work from the keyboard; its open
 * state is the UI store's profileBarOpen, which the layout closes on every route change.
 */
export function AccountMenu() {
  const { user, status } = useSession();
  const open = useUiState((state) => state.profileBarOpen);
  const { logout, isPending } = useLogout();
  const t = useT();

  if (status === 'loading') {
    // Roughly the button's footprint, so the header barely moves when the check answers.
    return <span aria-hidden="true" className="btn btn-outline btn-sm invisible w-32 max-sm:size-11" />;
  }
  if (!user) return <LoginLink />;

  const name = `${user.first_name} ${user.last_name}`;
  return (
    <DropdownMenu.Root
      modal={false}
      open={open}
      onOpenChange={(next) => uiStore.set({ profileBarOpen: next })}
    >
      {/* The label holds the visible name (WCAG 2.5.3) and says what the button is for. */}
      <DropdownMenu.Trigger
        aria-label={t(m['account.menu'], { name })}
        className="btn btn-outline btn-sm max-w-48 max-sm:size-11 max-sm:p-0"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate max-sm:sr-only">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70 max-sm:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-panel" align="end" sideOffset={6}>
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5 text-sm text-muted">
            {t(m['account.loggedInAs'])} <span className="block font-semibold text-maroon">{name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-line" />
          <DropdownMenu.Item asChild>
            <NavLink to={paths.payment} className="menu-item">
              {t(m['nav.myDonations'])}
            </NavLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item cursor-pointer" disabled={isPending} onSelect={logout}>
            {t(m['account.logout'])}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
