import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { SearchForm } from '#src/features/admin/ui/search-form.tsx';
import { Pager } from '#src/features/admin/ui/pager.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useContentList } from '#src/features/admin/content/api/list-content.ts';
import {
  countOf,
  GALLERY_NOUNS,
  type GalleryItem,
  type GalleryResource,
} from '#src/features/admin/content/hooks/use-event-gallery.ts';

/** Small enough that a page of thumbnails fits the dialog without much scrolling. */
export const PICKER_PER_PAGE = 12;

type GalleryPickerProps = {
  resource: GalleryResource;
  /** A change is being saved. */
  busy: boolean;
  /** Attaches the chosen items; true when saved (the dialog then closes). */
  onAttach: (ids: number[]) => Promise<boolean>;
  /** A thumbnail beside each title, if the kind has one. */
  preview?: (item: GalleryItem) => ReactNode;
};

/**
 * "Choose from the gallery" on the event form (docs/product/console.md): a dialog listing the gallery items that
 * are on no event, searchable by title and paged, with a tick box each; the ticked ones join the event. Items on
 * another event are not offered: taking one from its event is a deliberate change made on that item's own form.
 */
export function GalleryPicker({ resource, busy, onAttach, preview }: GalleryPickerProps) {
  const [open, setOpen] = useState(false);
  const { many } = GALLERY_NOUNS[resource];
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        Choose {many} from the gallery
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Add gallery ${many} to this event`}
        style={{ maxWidth: 760 }}
      >
        {/* Mounted only while open: nothing is read until asked, and each opening starts afresh. */}
        <PickerBody
          resource={resource}
          busy={busy}
          preview={preview}
          onAttach={async (ids) => {
            if (await onAttach(ids)) setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}

function PickerBody({
  resource,
  busy,
  preview,
  onAttach,
}: Omit<GalleryPickerProps, 'onAttach'> & { onAttach: (ids: number[]) => Promise<void> }) {
  const { many } = GALLERY_NOUNS[resource];
  const legendId = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // Kept across pages and searches, so an editor can gather items from several.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const query = useContentList(resource, {
    event_id: 'none',
    q: q || undefined,
    page,
    per_page: PICKER_PER_PAGE,
  });
  const items = (query.data?.data ?? []) as GalleryItem[];
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PICKER_PER_PAGE));
  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let list: ReactNode;
  if (query.isError) {
    list = <QueryFailure query={query} />;
  } else if (query.isPending) {
    list = <Loading>Loading gallery {many}…</Loading>;
  } else if (items.length === 0) {
    list = (
      <p>
        {q
          ? `No gallery ${many} outside an event have “${q}” in their title.`
          : `No gallery ${many} are left outside an event.`}
      </p>
    );
  } else {
    list = (
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="sr-only">
          Gallery {many} on no event
        </legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-2 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft">
                <input
                  type="checkbox"
                  className="size-4 shrink-0"
                  checked={chosen.has(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                {preview?.(item)}
                <span className="break-words">{item.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <div className="space-y-4 px-1 pb-1">
      <p className="text-sm text-muted">
        The gallery {many} that belong to no event. Tick the ones to add; they keep their title and seva.
      </p>
      <SearchForm
        label="Search by title"
        onSearch={(text) => {
          setPage(1);
          setQ(text);
        }}
      />
      {list}
      <Pager label={`Pages of gallery ${many}`} page={page} pages={pages} total={total} onPage={setPage} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-3">
        <span aria-live="polite">{countOf(chosen.size, resource)} chosen</span>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={chosen.size === 0 || busy}
          onClick={() => void onAttach([...chosen])}
        >
          Add {chosen.size === 0 ? `the chosen ${many}` : countOf(chosen.size, resource)} to the event
        </button>
      </div>
    </div>
  );
}
