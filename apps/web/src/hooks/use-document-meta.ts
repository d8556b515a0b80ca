import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '@charity/shared';
import { useSiteIdentity } from '#src/lib/site-identity.ts';

/**
 * The page's title, description and robots rule as the server renderer collects them (entry-server.tsx), and the
 * HTTP status the page asks for (a "not found" page: 404) when it is not the route table's.
 */
export type DocumentMeta = Pick<PageHead, 'title' | 'description' | 'robots'> & { status?: number };

/**
 * Provided only by the server renderer, which has no document to write to: it puts the page's own title and
 * description into the HTML, so crawlers and link previews get them without running the app.
 */
export const DocumentMetaContext = createContext<DocumentMeta | null>(null);

/** "Page | Organisation", the organisation's name as admins saved it; the home page's title is the name alone. */
const fullTitle = (title: string, siteName: string) =>
  title === siteName ? title : `${title} | ${siteName}`;

/**
 * Sets the tab title and the meta description for the current page. index.html already holds one description
 * tag; updating it (rather than rendering a second) keeps exactly one for crawlers and link previews.
 */
export function useDocumentMeta(title: string, description?: string): void {
  const serverMeta = useContext(DocumentMetaContext);
  const siteName = useSiteIdentity().name;
  // In the browser the effect of the outermost caller runs last and wins (a page over its hero). The server
  // renders outside-in, so there the first caller wins, which gives the same result.
  if (serverMeta) {
    serverMeta.title ??= fullTitle(title, siteName);
    if (description) serverMeta.description ??= description;
  }
  useEffect(() => {
    document.title = fullTitle(title, siteName);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, siteName]);
}
