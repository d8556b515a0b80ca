import { Mail, MapPin, Phone } from 'lucide-react';
import { useT } from '#src/lib/i18n.ts';
import { useSite } from '#src/lib/site.ts';
import { m } from '#src/paraglide/messages.js';

const linkClass =
  'font-semibold text-cream underline decoration-gold-soft underline-offset-4 hover:text-gold-soft';

/**
 * The organisation's address, phone and e-mail (the saved trust settings, lib/site.ts), beside the contact form; its
 * own words in the page's language, the settings as the trusts wrote them (docs/product/languages.md).
 */
export function ContactDetails({ headingId }: { headingId: string }) {
  const site = useSite();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-maroon p-6 text-cream sm:p-8 on-dark">
      <h2 id={headingId} className="text-2xl font-semibold text-cream">
        {t(m['contact.detailsHeading'])}
      </h2>
      <p className="mt-3 text-cream/85">{t(m['contact.detailsIntro'])}</p>
      <address className="mt-6 space-y-4 not-italic">
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-soft" />
          <span>
            <span className="block font-semibold text-gold-soft">{site.name}</span>
            {site.address}
          </span>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-soft" />
          <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={linkClass}>
            {site.phone}
          </a>
        </p>
        <p className="flex gap-3">
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-soft" />
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </p>
      </address>
    </section>
  );
}
