import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, Heart, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@charity/shared';
import { LanguageSwitch } from '#src/components/layout/language-switch.tsx';
import {
  BLOG_LINK,
  CAMPAIGNS_LINK,
  CONTACT_CTA,
  DONATE_CTA,
  EHUNDI_LINK,
  HEADER_NAV,
} from '#src/config/navigation.ts';
import { useT } from '#src/lib/i18n.ts';
import { useSessionHint } from '#src/lib/session-hint.ts';
import { useSiteIdentity } from '#src/lib/site-identity.ts';
import { uiStore, useUiState } from '#src/stores/ui-store.ts';
import { m } from '#src/paraglide/messages.js';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-semibold ${
    isActive ? 'bg-primary-soft text-primary-strong' : 'text-maroon hover:bg-sand'
  }`;

/*
 * Entries only this sheet has, kept here rather than in config/navigation.ts: that module is part of every page's
 * first load, this sheet is not (npm run size). Worded as elsewhere: "Find Us" as the footer and its page,
 * "Login" as the header's link, "My donations" as the profile menu (docs/product/accounts.md).
 */
const FIND_US_LINK = { label: m['nav.findUs'], to: paths.findUs } as const;
const LOGIN_LINK = { label: m['nav.login'], to: paths.login } as const;
const MY_DONATIONS_LINK = { label: m['nav.myDonations'], to: paths.payment } as const;

/**
 * The donor's way in, worded as on desktop (docs/product/accounts.md): "Login" for a visitor, "My donations" for a
 * signed-in donor. The header's own account control is an icon on phones, so the menu names it in words. It goes
 * by the session hint, as the header does (root.tsx): reading the session itself would pull the API client into
 * the layout's chunks (npm run size). A stale hint is cleared by the first 401, and /payment asks for a login.
 */
function AccountLink() {
  const signedIn = useSessionHint();
  const t = useT();
  const { label, to } = signedIn ? MY_DONATIONS_LINK : LOGIN_LINK;
  return (
    <NavLink to={to} className="btn btn-outline">
      {t(label)}
    </NavLink>
  );
}

/**
 * The mobile menu's sheet: a Radix dialog titled "Menu" that slides in from the right with every header link,
 * and Find Us, which desktop has in the footer. Loaded lazily by MobileMenu; its open state lives in the UI store, which the layout resets on each navigation, so
 * following any link closes it (docs/product/content-and-pages.md).
 */
export function MobileMenuSheet() {
  const open = useUiState((s) => s.mobileMenuOpen);
  const site = useSiteIdentity();
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => uiStore.set({ mobileMenuOpen: next })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-maroon-deep/50 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-[80] flex w-[min(22rem,88vw)] flex-col bg-cream shadow-2xl animate-sheet-in focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-serif text-xl font-semibold text-maroon">
              {t(m['mobileMenu.title'])}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(m['mobileMenu.close'])}
              className="inline-flex size-10 items-center justify-center rounded-full text-maroon hover:bg-primary-soft"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t(m['mobileMenu.nav'])} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              <li>
                <NavLink to={paths.home} end className={linkClass}>
                  {t(m['nav.home'])}
                </NavLink>
              </li>
              {HEADER_NAV.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={linkClass}>
                      {t(entry.label)}
                    </NavLink>
                  </li>
                ) : (
                  <li key={entry.id} className="pt-2">
                    <p id={`mobile-group-${entry.id}`} className="eyebrow px-3 pb-1">
                      {t(entry.label)}
                    </p>
                    <ul
                      aria-labelledby={`mobile-group-${entry.id}`}
                      className="space-y-1 border-l-2 border-line ml-3 pl-2"
                    >
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} className={linkClass}>
                            {t(item.label)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
              <li>
                <NavLink to={FIND_US_LINK.to} className={linkClass}>
                  {t(FIND_US_LINK.label)}
                </NavLink>
              </li>
              <li>
                <a
                  href={BLOG_LINK.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-1.5 rounded-lg px-3 py-2.5 font-semibold text-maroon hover:bg-sand"
                >
                  {t(BLOG_LINK.label)}
                  <ExternalLink aria-hidden="true" className="size-4 opacity-70" />
                  <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
                </a>
              </li>
              <li>
                <LanguageSwitch className="block rounded-lg px-3 py-2.5 font-semibold text-maroon hover:bg-sand" />
              </li>
            </ul>
          </nav>
          {/* Outside the scrolling list, so giving is in view however long the menu is. */}
          <div className="grid grid-cols-2 gap-2 border-t border-line p-4">
            <NavLink to={DONATE_CTA.to} className="btn btn-primary">
              <Heart aria-hidden="true" className="size-4" />
              {t(DONATE_CTA.label)}
            </NavLink>
            <NavLink to={EHUNDI_LINK.to} className="btn btn-outline">
              {t(EHUNDI_LINK.label)}
            </NavLink>
            <NavLink to={CAMPAIGNS_LINK.to} className="btn btn-outline col-span-2">
              {t(CAMPAIGNS_LINK.label)}
            </NavLink>
            <NavLink to={CONTACT_CTA.to} className="btn btn-outline">
              {t(CONTACT_CTA.label)}
            </NavLink>
            <AccountLink />
            <p className="col-span-2 pt-2 text-center text-sm text-muted">
              <a href={`mailto:${site.email}`} className="underline-offset-4 hover:underline">
                {site.email}
              </a>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
