import { useState, type ReactNode } from 'react';

/**
 * A console list's search box: the text is sent when the editor presses Search or Enter, not on every key, so a
 * server-side search runs once per question. `onSearch` gets the trimmed text ('' clears the search).
 */
export function SearchForm({ label, onSearch }: { label: ReactNode; onSearch: (q: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <label className="text-sm font-semibold text-maroon">
        {label}
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mt-1 block rounded-xl border border-line bg-white px-3 py-2"
        />
      </label>
      <button type="submit" className="btn btn-outline btn-sm">
        Search
      </button>
    </form>
  );
}
