import { MapPin, Mail, Navigation, Phone } from 'lucide-react';
import { TRUST_IDS, TRUSTS } from '@charity/shared';
import { useSite } from '#src/lib/site.ts';
import { PageHtml } from '#src/components/ui/page-html.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** Google Maps' documented search link (a "Maps URL"): the address as the query, no API key. */
const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * docs/product/content-and-pages.md: both trust addresses (the saved trust settings, lib/site.ts), each with a map
 * that loads only when scrolled near. The title, description and any introduction above the addresses are the
 * `find-us` page's words ("Pages as content").
 */
export function Component() {
  return <ContentPage slug="find-us">{(page) => <Addresses intro={page.body} />}</ContentPage>;
}

function Addresses({ intro }: { intro: string }) {
  const site = useSite();
  const t = useT();
  return (
    <>
      {intro.trim() ? <PageHtml html={intro} className="container-page prose-page pt-14 sm:pt-20" /> : null}
      <div className="container-page grid gap-8 py-14 sm:py-20 lg:grid-cols-2">
        {TRUST_IDS.map((id) => {
          // The slug is fixed (site.ts); what an admin can edit comes from the saved settings.
          const { slug } = TRUSTS[id];
          const trust = site.trusts[id];
          return (
            <section
              key={id}
              aria-labelledby={`find-${slug}`}
              className="flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-card"
            >
              <div className="p-6 sm:p-8">
                <h2 id={`find-${slug}`} className="text-2xl font-semibold">
                  {trust.name}
                </h2>
                <address className="mt-4 space-y-3 not-italic">
                  <p className="flex gap-3">
                    <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-strong" />
                    {trust.address}
                  </p>
                  <p className="flex gap-3">
                    <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-strong" />
                    <a
                      href={`tel:${trust.phone.replace(/\s/g, '')}`}
                      className="font-semibold text-primary-strong hover:underline"
                    >
                      {trust.phone}
                    </a>
                  </p>
                  <p className="flex gap-3">
                    <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-strong" />
                    <a
                      href={`mailto:${trust.email}`}
                      className="font-semibold text-primary-strong hover:underline"
                    >
                      {trust.email}
                    </a>
                  </p>
                </address>
                {/* The map below is an embed that privacy settings, blockers or a poor connection can stop;
                    this link works without it, and opens the visitor's own maps app on a phone. */}
                <a
                  href={mapsSearchUrl(trust.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-outline btn-sm mt-5"
                >
                  <Navigation aria-hidden="true" className="size-4" />
                  {t(m['about.openInMaps'])}
                  <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
                </a>
              </div>
              <iframe
                src={trust.map_embed_url}
                title={t(m['about.mapOf'], { name: trust.name })}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="mt-auto h-80 w-full border-0 bg-sand"
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
