import { useId, type FormEvent } from 'react';

const selectClass = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink';

export type FilterSelect = {
  label: string;
  value: string;
  /** The first is the "all" choice, with the value ''. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** The filters of an inbox table: drop-downs and a search box (searched on submit, not on every key). */
export function InboxFilters({
  selects,
  q,
  onSearch,
  searchHint,
}: {
  selects: FilterSelect[];
  q: string;
  onSearch: (q: string) => void;
  searchHint: string;
}) {
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
      {selects.map((select) => (
        <label key={select.label} className="block">
          <span className="text-sm font-semibold text-maroon">{select.label}</span>
          <select
            value={select.value}
            onChange={(event) => select.onChange(event.target.value)}
            className={selectClass}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {/* key: a new q from the URL (back button, a cleared filter) resets the box. */}
      <form role="search" onSubmit={submit} className="flex items-end gap-2" key={q}>
        <label className="block">
          <span className="text-sm font-semibold text-maroon">Search</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            aria-describedby={hintId}
            className={selectClass}
          />
        </label>
        <button type="submit" className="btn btn-outline btn-sm mb-1">
          Search
        </button>
        <span id={hintId} className="sr-only">
          {searchHint}
        </span>
      </form>
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A stored ISO time as India reads it; the text as it is when it is not a time. */
export const formatWhen = (at: string | null) => {
  if (!at) return '—';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTime.format(date);
};
