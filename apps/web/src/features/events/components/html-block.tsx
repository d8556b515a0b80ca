import { useMemo } from 'react';
import { sanitizeHtml } from '#src/lib/sanitize-html.ts';

/**
 * Renders an event description. The server sanitises on write too; sanitising again here means a row that
 * reached the database some other way (an import, an old backup) still cannot run script in a visitor's browser.
 */
export function HtmlBlock({ html, lang }: { html: string; lang?: 'en' | undefined }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      // `en` on a page in another language where this block was not translated (lib/content-locale.ts).
      lang={lang}
      className="max-w-none text-ink [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:mt-5 [&_h3]:text-xl [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
