import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { BLOG_LINK, HEADER_NAV, type NavGroup } from '#src/config/navigation.ts';

function NavDropdown({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const active = group.items.some((item) => pathname.startsWith(item.to));
  return (
    // Not modal: a nav menu should not lock page scroll or hide the rest of the page from assistive tech.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="nav-link" data-active={active || undefined}>
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-panel" align="start" sideOffset={6}>
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <NavLink to={item.to} className="menu-item">
                {item.label}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The header menu from 1024 px up; below that the same entries live in the mobile menu. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center">
        {HEADER_NAV.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <NavLink to={entry.to} className="nav-link">
                {entry.label}
              </NavLink>
            ) : (
              <NavDropdown group={entry} />
            )}
          </li>
        ))}
        <li>
          <a href={BLOG_LINK.href} target="_blank" rel="noopener noreferrer" className="nav-link">
            {BLOG_LINK.label}
            <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
