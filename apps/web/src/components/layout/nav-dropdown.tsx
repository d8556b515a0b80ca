import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router';
import type { NavGroup } from '#src/config/navigation.ts';
import { useT } from '#src/lib/i18n.ts';

type NavDropdownProps = {
  group: NavGroup;
  /** Open at mount: the visitor clicked the stand-in button before this module had loaded. */
  defaultOpen?: boolean;
  /** 'true' when the current page is one of the group's: the button is marked as the current section. */
  current?: 'true';
};

/** A header group (Gallery, Madhava Seva, Manava Seva) as a Radix drop-down menu. Loaded lazily by DesktopNav. */
export function NavDropdown({ group, defaultOpen = false, current }: NavDropdownProps) {
  const t = useT();
  return (
    // Not modal: a nav menu should not lock page scroll or hide the rest of the page from assistive tech.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="nav-link" aria-current={current}>
        {t(group.label)}
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-panel" align="start" sideOffset={6}>
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <NavLink to={item.to} className="menu-item">
                {t(item.label)}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
