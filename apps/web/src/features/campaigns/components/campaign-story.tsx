import { useMemo } from 'react';
import { sanitizeHtml } from '#src/lib/sanitize-html.ts';

/**
 * A campaign's story, stored sanitised (docs/product/giving.md) and sanitised again here, as an event's description
 * is: a row that reached the database another way (an import, an old backup) still cannot run script.
 */
export function CampaignStory({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className="max-w-none text-ink [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:mt-5 [&_h3]:text-xl [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
