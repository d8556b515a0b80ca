import { lazy, Suspense, useEffect, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { groupIsCurrent, HEADER_NAV, type NavGroup } from '#src/config/navigation.ts';
import { useT } from '#src/lib/i18n.ts';
import { whenSettled } from '#src/lib/when-idle.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * Radix's menu (with its positioning engine) is about a quarter of the app shell's weight and only matters on wide
 * screens once someone opens a group, so it loads after the page, while the browser is idle. Until then a plain
 * button of the same look stands in; a click on it opens the real menu as soon as it arrives.
 */
const loadNavDropdown = () => import('#src/components/layout/nav-dropdown.tsx');
const NavDropdown = lazy(() => loadNavDropdown().then((m) => ({ default: m.NavDropdown })));

function LazyNavDropdown({ group, ready }: { group: NavGroup; ready: boolean }) {
  const [wantsOpen, setWantsOpen] = useState(false);
  const t = useT();
  // The group holding the current page is marked like a current link (styles.css), stand-in and real menu alike.
  const current = groupIsCurrent(group, useLocation().pathname) ? 'true' : undefined;
  const fallback = (
    <button
      type="button"
      className="nav-link"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-current={current}
      // A pointer on its way to the button starts the download, so the click rarely waits.
      onPointerEnter={() => void loadNavDropdown()}
      onClick={() => {
        setWantsOpen(true);
        void loadNavDropdown();
      }}
    >
      {t(group.label)}
      <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
    </button>
  );
  // Rendering the lazy menu is what starts its download, so it is not rendered before it is wanted.
  if (!ready && !wantsOpen) return fallback;
  return (
    <Suspense fallback={fallback}>
      <NavDropdown group={group} defaultOpen={wantsOpen} current={current} />
    </Suspense>
  );
}

/**
 * The header menu from 1024 px up, as a second row under the brand row (one row cannot hold
 * docs/product/content-and-pages.md's entries at 1024 px); below that the same entries live in the mobile
 * menu. Blogs, E-Hundi and Contact Us sit in the brand row.
 */
export function DesktopNav() {
  const [ready, setReady] = useState(false);
  const t = useT();
  useEffect(() => {
    // Phones never show this menu, so they never pay for it.
    if (!window.matchMedia('(min-width: 1024px)').matches) return;
    return whenSettled(() => void loadNavDropdown().then(() => setReady(true)));
  }, []);
  return (
    <nav aria-label={t(m['header.mainNav'])} className="hidden border-t border-line/70 lg:block">
      {/* Ten entries fit one row: closer than .nav-link elsewhere, and below 1280 px a little smaller too (1024 px). */}
      <ul className="container-page flex h-12 items-center justify-between [&_.nav-link]:px-[0.3rem] max-xl:[&_.nav-link]:px-1 max-xl:[&_.nav-link]:text-[0.8125rem] xl:justify-center xl:gap-2">
        {HEADER_NAV.map((entry) => (
          <li key={entry.kind === 'link' ? entry.to : entry.id}>
            {entry.kind === 'link' ? (
              <NavLink to={entry.to} className="nav-link">
                {t(entry.label)}
              </NavLink>
            ) : (
              <LazyNavDropdown group={entry} ready={ready} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
