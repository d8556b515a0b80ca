import { useEffect } from 'react';
import { SITE } from '@charity/shared';

/**
 * Sets the tab title and the meta description for the current page. index.html already holds one description
 * tag; updating it (rather than rendering a second) keeps exactly one for crawlers and link previews.
 */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title === SITE.name ? title : `${title} | ${SITE.name}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
