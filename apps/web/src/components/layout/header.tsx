import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ExternalLink, Heart, Mail, Phone } from 'lucide-react';
import { paths, TIMING } from '@charity/shared';
import { DesktopNav } from '#src/components/layout/desktop-nav.tsx';
import { LanguageSwitch } from '#src/components/layout/language-switch.tsx';
import { LoginLink } from '#src/components/layout/login-link.tsx';
import { MobileMenu } from '#src/components/layout/mobile-menu.tsx';
import { LogoMark } from '#src/components/ui/logo-mark.tsx';
import { BLOG_LINK, CAMPAIGNS_LINK, CONTACT_CTA, DONATE_CTA, EHUNDI_LINK } from '#src/config/navigation.ts';
import { useScrolledPast } from '#src/hooks/use-scrolled-past.ts';
import { useT } from '#src/lib/i18n.ts';
import { useSiteIdentity } from '#src/lib/site-identity.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The e-mail and phone admins saved in the trust settings, as the footer shows them, and the language switcher
 * (at every width: the phone's brand row has no room for it).
 */
function UtilityBar() {
  const site = useSiteIdentity();
  const t = useT();
  return (
    <div className="on-dark bg-maroon-deep text-cream">
      <div className="container-page flex min-h-10 items-center gap-4 py-1.5 text-[0.8125rem]">
        <ul className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a
              href={`mailto:${site.email}`}
              className="inline-flex items-center gap-1.5 hover:text-gold-soft"
            >
              <Mail aria-hidden="true" className="size-4 text-gold-soft" />
              <span className="sr-only">{t(m['header.emailLabel'])}</span>
              {site.email}
            </a>
          </li>
          <li>
            <a
              href={`tel:${site.phone.replace(/\s+/g, '')}`}
              className="inline-flex items-center gap-1.5 hover:text-gold-soft"
            >
              <Phone aria-hidden="true" className="size-4 text-gold-soft" />
              <span className="sr-only">{t(m['header.phoneLabel'])}</span>
              {site.phone}
            </a>
          </li>
        </ul>
        <LanguageSwitch className="ml-auto shrink-0 rounded px-1.5 py-0.5 font-semibold text-gold-soft underline-offset-4 hover:underline" />
      </div>
    </div>
  );
}

/**
 * The site header (docs/product/content-and-pages.md). Past TIMING.navbarFixedAfterPx of scroll the whole
 * <header> becomes position: fixed and drops the utility bar; a spacer of its former height takes its place
 * so the page does not jump.
 * `account` is the donor's login link or profile menu; the app shell passes it in (shared layout code does not
 * import features), and until then the plain "Login" link stands in.
 */
export function Header({ account = <LoginLink /> }: { account?: ReactNode }) {
  const fixed = useScrolledPast(TIMING.navbarFixedAfterPx);
  const site = useSiteIdentity();
  const t = useT();
  const headerRef = useRef<HTMLElement>(null);
  const [staticHeight, setStaticHeight] = useState<number>();

  useLayoutEffect(() => {
    const header = headerRef.current;
    // Only the static header is measured: the fixed one is shorter, and the spacer must match the original.
    if (!header || fixed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setStaticHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, [fixed]);

  return (
    <>
      <header
        ref={headerRef}
        data-fixed={fixed || undefined}
        className={
          fixed
            ? 'fixed inset-x-0 top-0 z-50 border-b border-line bg-cream/95 shadow-header backdrop-blur animate-slide-down'
            : 'relative z-50 border-b border-line bg-cream'
        }
      >
        {fixed ? null : <UtilityBar />}
        <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-[4.25rem]">
          <Link to={paths.home} className="flex shrink-0 items-center gap-2.5 rounded-lg">
            <LogoMark className="size-11" />
            {/* Below 400 px the name would push the buttons off-screen; the mark stays, the name is still read. */}
            <span className="flex flex-col leading-tight max-[25rem]:sr-only">
              <span className="font-serif text-base font-bold text-maroon sm:text-lg">{site.name}</span>
              <span className="hidden text-xs font-medium text-muted sm:block">{t(m['header.tagline'])}</span>
            </span>
          </Link>
          <div className="flex items-center gap-2">
            <a
              href={BLOG_LINK.href}
              target="_blank"
              rel="noopener noreferrer"
              className="nav-link hidden lg:inline-flex"
            >
              {t(BLOG_LINK.label)}
              <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
              <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
            </a>
            {/* In the brand row, not the utility bar, so it stays when the header is fixed; phones have it in the menu. */}
            <NavLink to={CAMPAIGNS_LINK.to} className="nav-link hidden lg:inline-flex">
              {t(CAMPAIGNS_LINK.label)}
            </NavLink>
            <NavLink to={EHUNDI_LINK.to} className="nav-link hidden lg:inline-flex">
              {t(EHUNDI_LINK.label)}
            </NavLink>
            <NavLink to={CONTACT_CTA.to} className="btn btn-outline btn-sm hidden lg:inline-flex">
              {t(CONTACT_CTA.label)}
            </NavLink>
            {account}
            <Link to={DONATE_CTA.to} className="btn btn-primary btn-sm max-sm:size-11 max-sm:p-0">
              <Heart aria-hidden="true" className="size-4" />
              {/* Icon-only on phones so the menu button keeps its place; the name stays for screen readers. */}
              <span className="max-sm:sr-only">{t(DONATE_CTA.label)}</span>
            </Link>
            <MobileMenu />
          </div>
        </div>
        <DesktopNav />
      </header>
      {fixed ? <div aria-hidden="true" style={{ height: staticHeight }} /> : null}
    </>
  );
}
