import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@charity/shared';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';

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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = messageOf(error) || 'Error';
  const heading = notFound ? 'Page not found' : 'Something went wrong';
  useDocumentMeta(heading);

  if (!notFound) console.error(error);

  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="eyebrow">{notFound ? `404 · ${message}` : message}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        {notFound
          ? 'The page you were looking for has moved, or never existed. Let us take you somewhere peaceful.'
          : 'We are sorry, something went wrong on our side. Please try again in a moment.'}
      </p>
      <Link to={paths.home} className="btn btn-primary mt-8">
        Back to the home page
      </Link>
    </section>
  );
}
