import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type GallerySearchProps = {
  /** The search in the URL; the box shows it and follows it on back/forward. */
  value: string;
  onSearch: (search: string) => void;
};

/**
 * The image gallery's search box (docs/product/content-and-pages.md): submitting puts `search` in the query
 * string.
 */
export function GallerySearch({ value, onSearch }: GallerySearchProps) {
  const inputId = useId();
  const t = useT();
  return (
    <form
      // Remounting on a URL change resets the uncontrolled box to what the URL says (e.g. after Back).
      key={value}
      role="search"
      aria-label={t(m['gallery.searchLabel'])}
      className="mx-auto mb-8 flex w-full max-w-xl items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const search = new FormData(event.currentTarget).get('search');
        onSearch(typeof search === 'string' ? search : '');
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t(m['gallery.searchImages'])}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          name="search"
          type="search"
          defaultValue={value}
          maxLength={100}
          placeholder={t(m['gallery.searchImages'])}
          className="min-h-11 w-full rounded-full border border-line bg-white py-2 pr-4 pl-10 text-ink shadow-card placeholder:text-muted/80 focus:border-primary"
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t(m['gallery.search'])}
      </button>
      {value ? (
        <button
          type="button"
          className="btn btn-outline px-3"
          onClick={() => onSearch('')}
          aria-label={t(m['gallery.clearSearch'])}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
