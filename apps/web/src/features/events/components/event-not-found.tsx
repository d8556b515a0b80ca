import { Link } from 'react-router';

/** The "not found" page's title and description (its meta description). */
export const EVENT_NOT_FOUND = {
  title: 'Event not found',
  description: 'This event is not on our site, or is no longer shown.',
} as const;

/**
 * What an event address shows when there is no such published event (docs/product/events.md): a "not found" page
 * in the look of the site's own 404, with the way back to the list the address named. The route sets the title,
 * and the 404 status and noindex (useNotFoundPage).
 */
export function EventNotFound({ listPath, listTitle }: { listPath: string; listTitle: string }) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{EVENT_NOT_FOUND.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        {EVENT_NOT_FOUND.description} Our other events are still here.
      </p>
      <Link to={listPath} className="btn btn-primary mt-8">
        Back to {listTitle}
      </Link>
    </section>
  );
}
