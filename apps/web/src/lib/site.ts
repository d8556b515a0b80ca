import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LOCALE,
  dataEnvelope,
  publicSite,
  publicSiteSchema,
  seedSettings,
  type Locale,
  type PublicSite,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentLocaleQuery } from '#src/lib/content-locale.ts';
import { useLocale } from '#src/lib/i18n.ts';
import { siteQueryKey } from '#src/lib/site-identity.ts';

/**
 * The organisation's public details as admins last saved them (`GET /api/site`, docs/product/console.md), for the footer and
 * the contact and find-us pages. Lives in lib/ because the layout (components/) reads it.
 */

/** What packages/shared/src/site.ts holds: shown until the answer arrives, and whenever the call fails. */
export const SITE_PLACEHOLDER: PublicSite = publicSite(seedSettings());

const siteResponse = dataEnvelope(publicSiteSchema);

/**
 * In the page's language: the names, addresses and fund names an admin wrote in it (docs/product/languages.md
 * "Trust settings in Kannada"), English where they wrote none.
 */
export const siteQuery = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: siteQueryKey(locale),
    queryFn: ({ signal }) =>
      api.get('/api/site', siteResponse, { signal, query: contentLocaleQuery(locale) }),
    select: (r) => r.data,
    // placeholderData, not initialData: the query stays pending, so the server renderer fetches it and the HTML
    // carries the saved details; without an answer the page shows site.ts's values rather than nothing.
    placeholderData: { data: SITE_PLACEHOLDER },
    staleTime: 5 * 60_000,
    // Every page shows it; a failure leaves the placeholder on screen and must not put a toast in front of anyone.
    meta: { errorReporting: 'console', overlay: false },
  });

/** The public site details; never undefined (the placeholder stands in until the API answers). */
export function useSite(): PublicSite {
  return useQuery(siteQuery(useLocale())).data ?? SITE_PLACEHOLDER;
}
