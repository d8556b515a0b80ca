import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NOT_FOUND_MESSAGE, paths } from '@charity/shared';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const messageOf = (error: unknown): string => {
  if (isRouteErrorResponse(error))
    return typeof error.data === 'string' && error.data ? error.data : error.statusText;
  if (error instanceof Error) return error.message;
  return '';
};

/**
 * The error page (docs/product/content-and-pages.md): the error's message, or "Error" when it has none; on a 404 a "Page
 * not found" heading and a link home. Rendered inside the layout, so the visitor keeps the header and footer.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The route table's "Not found" in the page's language; any other message is the error's own.
  const own = messageOf(error);
  const message = own === NOT_FOUND_MESSAGE ? t(m['error.notFound']) : own || t(m['error.fallbackMessage']);
  const heading = t(notFound ? m['error.notFoundHeading'] : m['error.failedHeading']);
  useDocumentMeta(heading);

  if (!notFound) console.error(error);

  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="eyebrow">{notFound ? `404 · ${message}` : message}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        {t(notFound ? m['error.notFoundText'] : m['error.failedText'])}
      </p>
      <Link to={paths.home} className="btn btn-primary mt-8">
        {t(m['error.backHome'])}
      </Link>
    </section>
  );
}
