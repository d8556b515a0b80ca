import { Link } from 'react-router';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The "not found" page's title and description (its meta description), in the page's language. */
export const EVENT_NOT_FOUND = {
  title: m['events.notFoundTitle'],
  description: m['events.notFoundDescription'],
} as const;

/**
 * What an event address shows when there is no such published event (docs/product/events.md): a "not found" page
 * in the look of the site's own 404, with the way back to the list the address named. The route sets the title,
 * and the 404 status and noindex (useNotFoundPage).
 */
export function EventNotFound({ listPath, listTitle }: { listPath: string; listTitle: string }) {
  const t = useT();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t(EVENT_NOT_FOUND.title)}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        {t(EVENT_NOT_FOUND.description)} {t(m['events.notFoundMore'])}
      </p>
      <Link to={listPath} className="btn btn-primary mt-8">
        {t(m['events.backTo'], { list: listTitle })}
      </Link>
    </section>
  );
}
