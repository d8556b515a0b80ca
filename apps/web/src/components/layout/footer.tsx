import { Link } from 'react-router';
import { Heart, Mail, MapPin, Phone } from 'lucide-react';
import { paths } from '@charity/shared';
import { LogoMark } from '#src/components/ui/logo-mark.tsx';
import { SocialIcon } from '#src/components/ui/social-icon.tsx';
import { useSite } from '#src/lib/site.ts';
import { FOOTER_EXPLORE, FOOTER_LEGAL, FOOTER_TRUSTS, SOCIAL_LINKS } from '#src/config/footer-links.ts';
import { DONATE_CTA, type NavLinkItem } from '#src/config/navigation.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const footerLink = 'text-cream/85 underline-offset-4 hover:text-gold-soft hover:underline';

function LinkList({ label, links }: { label: string; links: NavLinkItem[] }) {
  const t = useT();
  return (
    <nav aria-label={label}>
      <h2 className="font-serif text-lg font-semibold text-gold-soft">{label}</h2>
      <ul className="mt-4 space-y-2.5 text-[0.9375rem]">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer (docs/product/content-and-pages.md): explore, legal and social links, both trusts, address,
 * e-mail, phone, copyright. The organisation's details are the trust settings admins edit (lib/site.ts).
 */
export function Footer() {
  const year = new Date().getFullYear();
  const site = useSite();
  const t = useT();
  // An admin may clear a network's address: its icon goes.
  const socials = SOCIAL_LINKS.flatMap((social) => {
    const href = site.social[social.network];
    return href ? [{ ...social, href }] : [];
  });
  return (
    <footer className="on-dark mt-auto bg-maroon-deep text-cream">
      <div className="border-b border-cream/10 bg-maroon">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-8 text-center md:flex-row md:text-left">
          <div>
            <p className="font-serif text-2xl font-semibold text-cream">{t(m['footer.appealHeading'])}</p>
            <p className="mt-1 text-cream/85">{t(m['footer.appealText'])}</p>
          </div>
          <Link to={DONATE_CTA.to} className="btn btn-gold shrink-0">
            <Heart aria-hidden="true" className="size-4" />
            {t(m['footer.donateNow'])}
          </Link>
        </div>
      </div>

      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-3 rounded-lg">
            <LogoMark className="size-12" />
            <span className="font-serif text-xl font-bold text-cream">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-[0.9375rem] text-cream/85">{site.tagline}.</p>
          <h2 className="mt-6 font-serif text-lg font-semibold text-gold-soft">{t(m['footer.ourTrusts'])}</h2>
          <ul className="mt-3 space-y-3 text-[0.9375rem]">
            {FOOTER_TRUSTS.map((trust) => (
              <li key={trust.to}>
                <Link to={trust.to} className={`font-semibold ${footerLink}`}>
                  {site.trusts[trust.id].name}
                </Link>
                <p className="text-sm text-cream/75">{site.trusts[trust.id].purpose}</p>
              </li>
            ))}
          </ul>
        </div>

        <LinkList label={t(m['footer.explore'])} links={FOOTER_EXPLORE} />
        <LinkList label={t(m['footer.legal'])} links={FOOTER_LEGAL} />

        <div>
          <h2 className="font-serif text-lg font-semibold text-gold-soft">{t(m['footer.reachUs'])}</h2>
          <address className="mt-4 space-y-3 text-[0.9375rem] not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-soft" />
              <span className="text-cream/85">{site.address}</span>
            </p>
            <p className="flex items-center gap-2.5">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-soft" />
              <a href={`mailto:${site.email}`} className={footerLink}>
                {site.email}
              </a>
            </p>
            <p className="flex items-center gap-2.5">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-soft" />
              <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className={footerLink}>
                {site.phone}
              </a>
            </p>
          </address>
          <nav aria-label={t(m['footer.social'])} className="mt-6">
            <ul className="flex flex-wrap gap-2.5">
              {socials.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-cream/25 text-cream transition-colors hover:border-gold-soft hover:bg-gold-soft hover:text-maroon-deep"
                  >
                    <SocialIcon network={social.network} className="size-[1.125rem]" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <div className="border-t border-cream/10">
        <p className="container-page py-5 text-center text-sm text-cream/75">
          {t(m['footer.copyright'], { year, name: site.name })}
        </p>
      </div>
    </footer>
  );
}
