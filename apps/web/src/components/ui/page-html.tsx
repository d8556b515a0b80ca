import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSiteIdentity, type SiteIdentity } from '#src/lib/site-identity.ts';
import { sanitizeHtml } from '#src/lib/sanitize-html.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A page's saved HTML as the site shows it: sanitised again (a row that reached the database another way still
 * cannot run script), with `{{site_name}}` and `{{site_email}}` (shared PAGE_TOKENS) read from the saved settings.
 */
export function usePageHtml(html: string): string {
  const site = useSiteIdentity();
  return useMemo(() => fillTokens(sanitizeHtml(html), site), [html, site]);
}

function fillTokens(html: string, site: Pick<SiteIdentity, 'name' | 'email'>): string {
  return html
    .replaceAll('{{site_name}}', escapeHtml(site.name))
    .replaceAll('{{site_email}}', escapeHtml(site.email));
}

/**
 * A click on a link to another page of this site, in the saved text, moves within the app like the menus do,
 * instead of reloading the whole site. Any other click (a new tab, a modifier key, an e-mail or outside link)
 * is the browser's.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** One block of a page's saved text, in the running-text style of the site's pages. */
export function PageHtml({ html, className }: { html: string; className?: string }) {
  const clean = usePageHtml(html);
  const onClick = useInternalLinks();
  return (
    // The links inside are the keyboard's way in; the handler only changes how a click on one navigates.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

/** A page's text split at its `<h2>` headings: the legal pages' sections, each with its title. */
export function sectionsOf(html: string): Array<{ title: string; html: string }> {
  const parts = html.split(/<h2(?:\s[^>]*)?>([\s\S]*?)<\/h2>/);
  const sections: Array<{ title: string; html: string }> = [];
  // Text before the first heading (if any) is a section without a title.
  if ((parts[0] ?? '').trim() !== '') sections.push({ title: '', html: parts[0] ?? '' });
  for (let i = 1; i < parts.length; i += 2) {
    sections.push({ title: textOf(parts[i] ?? ''), html: parts[i + 1] ?? '' });
  }
  return sections;
}

/** The inner HTML of each item of a text's lists, for a page that draws its own list (a trust's objectives). */
export const listItemsOf = (html: string): string[] =>
  [...html.matchAll(/<li(?:\s[^>]*)?>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '');

/** The text of a heading's inner HTML: tags dropped, the entities a serialiser writes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .trim();
}

/** Where a page's text goes while it loads, or says it could not be loaded (the toast has the details). */
export function PageTextPending({ failed }: { failed: boolean }) {
  const t = useT();
  return failed ? (
    <p role="alert" className="container-page py-14 text-center text-muted sm:py-20">
      {t(m['listing.pageFailed'])}
    </p>
  ) : (
    <div className="container-page min-h-96 py-14 sm:py-20" aria-busy="true" />
  );
}
