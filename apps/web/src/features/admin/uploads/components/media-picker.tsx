import { useState, type FormEvent } from 'react';
import { Images } from 'lucide-react';
import type { MediaKind, UploadResult } from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Pager } from '#src/features/admin/ui/pager.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { asUploadResult, useMediaList } from '#src/features/admin/uploads/api/media.ts';
import { formatBytes } from '#src/features/admin/ui/format.ts';
import { MediaThumbnail } from '#src/features/admin/uploads/components/media-library-page.tsx';

const PER_PAGE = 12;

/**
 * "Choose from the library" (docs/product/console.md "Media library"): a dialog of the library's files of one kind,
 * searched by name, alt text or caption; choosing one hands it to the form as an upload of it would, so a picture
 * already on the site is reused instead of uploaded again. The list is read only once the dialog opens.
 */
export function MediaPicker({
  kind,
  onPicked,
  label = kind === 'pdf' ? 'Choose a PDF from the library' : 'Choose from the library',
}: {
  kind: MediaKind;
  onPicked: (result: UploadResult) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useMediaList({ page, q, kind, perPage: PER_PAGE }, open);
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setQ(typeof value === 'string' ? value.trim() : '');
    setPage(1);
  };

  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        <Images aria-hidden="true" className="size-4" /> {label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={label} style={{ maxWidth: 860 }}>
        <div className="space-y-4 p-4">
          <form role="search" onSubmit={search} className="flex items-end gap-2">
            <label className="block">
              <span className="text-sm font-semibold text-maroon">Search the library</span>
              <input
                type="search"
                name="q"
                defaultValue={q}
                maxLength={100}
                className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink"
              />
            </label>
            <button type="submit" className="btn btn-outline btn-sm mb-1">
              Search
            </button>
          </form>
          {query.isError ? (
            <QueryFailure query={query} />
          ) : query.isPending ? (
            <Loading>Loading the library…</Loading>
          ) : query.data.data.length === 0 ? (
            <p className="text-muted">
              {q ? 'No files match.' : 'The library has no files of this kind yet.'}
            </p>
          ) : (
            <ul aria-label="Library files" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {query.data.data.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-label={`Choose ${item.original_name}`}
                    className="block w-full overflow-hidden rounded-xl border border-line bg-white text-left hover:border-primary"
                    onClick={() => {
                      onPicked(asUploadResult(item));
                      setOpen(false);
                    }}
                  >
                    <MediaThumbnail item={item} className="aspect-[4/3] w-full" />
                    <span className="block truncate px-2 pt-1 text-sm font-semibold">
                      {item.original_name}
                    </span>
                    <span className="block truncate px-2 pb-1 text-xs text-muted">
                      {item.alt || formatBytes(item.bytes)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <Pager label="Library pages" page={page} pages={pages} total={undefined} onPage={setPage} />
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
