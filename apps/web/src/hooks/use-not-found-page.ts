import { useContext, useEffect } from 'react';
import { DocumentMetaContext } from '#src/hooks/use-document-meta.ts';

/**
 * Marks the current page as "not found" inside a known route (an unknown event, docs/product/events.md): the
 * server renderer answers it with a 404 and writes `<meta name="robots" content="noindex">`; in the browser (a page
 * reached in the app) the same tag is added, and removed again when the visitor moves on. Its own hook, not an
 * option of useDocumentMeta, so the first load of every page does not carry it (npm run size).
 */
export function useNotFoundPage(notFound: boolean): void {
  const serverMeta = useContext(DocumentMetaContext);
  if (serverMeta && notFound) {
    serverMeta.status ??= 404;
    serverMeta.robots ??= 'noindex';
  }
  useEffect(() => {
    if (!notFound) return;
    // The server wrote the tag into a page it answered with a 404; no other page sets one, so it goes with this one.
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    robots.content = 'noindex';
    return () => robots.remove();
  }, [notFound]);
}
