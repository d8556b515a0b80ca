/** How many pages `total` records fill at `perPage` a page: at least one, also while the total is unknown. */
export const pageCount = (total: number | undefined, perPage: number | undefined): number =>
  total === undefined ? 1 : Math.max(1, Math.ceil(total / Math.max(1, perPage ?? 1)));

/** The console tables' previous / next page buttons with "Page n of m" between them (server-side paging). */
export function Pager({
  label,
  page,
  pages,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  total: number | undefined;
  onPage: (page: number) => void;
}) {
  return (
    // On a phone the count takes its own line above the buttons, which keep their words on one line.
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-outline btn-sm whitespace-nowrap"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span className="max-md:order-first max-md:basis-full">
        Page {page} of {pages}
        {total === undefined ? '' : ` (${total} in all)`}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm whitespace-nowrap"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
