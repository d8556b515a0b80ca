import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SITE, type Locale, type PublicSite } from '@charity/shared';
import { localeKey } from '#src/lib/content-locale.ts';
import { useLocale } from '#src/lib/i18n.ts';

/** The query key of the saved site details in a language (lib/site.ts fetches them). */
export const siteQueryKey = (locale: Locale) => ['site', ...localeKey(locale)];

/** What the header, the menu and every page title say about the organisation. */
export type SiteIdentity = Pick<PublicSite, 'name' | 'tagline' | 'email' | 'phone'>;

/**
 * The organisation's name, tagline, e-mail and phone as admins saved them, read from the query cache without
 * fetching: the footer's query (lib/site.ts, lazy with the footer) fetches them, and the server renderer has them
 * in the cache it hands over. Importing lib/site.ts here would pull zod and the API client into every page's
 * first load, and even a `useQuery` observer costs 2 kB of it (npm run size), so this subscribes to the cache
 * directly; until the answer is there, site.ts's values stand in.
 */
export function useSiteIdentity(): SiteIdentity {
  const client = useQueryClient();
  const key = siteQueryKey(useLocale());
  const cached = () => client.getQueryData<{ data: PublicSite }>(key);
  // getQueryData returns the same object until the query's data changes: a stable snapshot.
  const response = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    cached,
    cached,
  );
  return response?.data ?? SITE;
}
