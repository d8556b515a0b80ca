import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { FileType } from 'lucide-react';
import { toast } from 'sonner';
import {
  MEDIA_ALT_MAX,
  MEDIA_CAPTION_MAX,
  type MediaItem,
  type MediaKind,
  type MediaSort,
} from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { ListFilters, ListScreen, listPaging, useListTable } from '#src/features/admin/list/list-screen.tsx';
import { listSort, useListParams } from '#src/features/admin/list/use-list-params.ts';
import { pageCount } from '#src/features/admin/ui/pager.tsx';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';
import {
  mediaKeys,
  thumbnailOf,
  useDeleteMedia,
  useMediaList,
  useUpdateMedia,
} from '#src/features/admin/uploads/api/media.ts';
import { formatBytes, formatLocalDay } from '#src/features/admin/ui/format.ts';

/*
 * The media library (docs/product/console.md "Media library"): every uploaded picture and PDF as a grid of
 * thumbnails with its size and where it is used, searched by name, alt text or caption and filtered by kind; a
 * file opens in a dialog to edit its alt text and caption or to delete it (only when nothing uses it). The list
 * state (page, search, kind, open file) is in the URL like every console list.
 */

const FILTERS = ['kind'] as const;
const KIND_OPTIONS = [
  { value: '', label: 'Pictures and PDFs' },
  { value: 'image', label: 'Pictures' },
  { value: 'pdf', label: 'PDFs' },
] as const;

/**
 * The orders the library offers (MEDIA_SORTS, each either way). The files are a grid, not a table with headers to
 * press, so the order is a drop-down beside the filters; the first is the library's own, left out of the URL.
 */
const SORT_OPTIONS: readonly { value: MediaSort; label: string }[] = [
  { value: '-date', label: 'Newest first' },
  { value: 'date', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: '-size', label: 'Largest first' },
  { value: 'size', label: 'Smallest first' },
];

const column = createColumnHelper<MediaItem>();
const COLUMNS = [column.accessor('original_name', { header: 'File' })];

const dimensions = (item: MediaItem) =>
  item.width && item.height ? `${item.width} × ${item.height}` : item.kind === 'pdf' ? 'PDF' : '';

const usage = (item: MediaItem) =>
  item.used_in.length === 0
    ? 'Not used'
    : item.used_in.length === 1
      ? `Used in ${item.used_in[0]}`
      : `Used in ${item.used_in.length} places`;

/** A file's thumbnail: the smallest rendition of a picture, an icon for a PDF. */
export function MediaThumbnail({ item, className = '' }: { item: MediaItem; className?: string }) {
  return item.kind === 'pdf' ? (
    <div className={`flex items-center justify-center bg-sand text-primary-strong ${className}`}>
      <FileType aria-hidden="true" className="size-10" />
    </div>
  ) : (
    <img src={thumbnailOf(item)} alt="" loading="lazy" className={`object-cover ${className}`} />
  );
}

export function MediaLibraryPage() {
  const list = useListParams(FILTERS);
  const queryClient = useQueryClient();
  const kind: MediaKind | '' =
    list.filters.kind === 'image' || list.filters.kind === 'pdf' ? list.filters.kind : '';
  const sort = listSort<MediaSort>(list, '-date', { date: '-date', name: 'name', size: '-size' });
  const query = useMediaList({ page: list.page, q: list.q, kind, sort: sort.param });
  const table = useListTable(query.data?.data, COLUMNS);
  const meta = query.data?.meta;
  const pages = pageCount(meta?.total, meta?.per_page);
  const openId = Number(list.params.get('id')) || null;
  const open = query.data?.data.find((item) => item.id === openId);

  return (
    <ConsoleScreen title="Media library">
      <p className="max-w-2xl">
        Every picture and PDF uploaded for the site. Pictures are resized and stripped of their metadata
        (location, camera); PDFs are kept as they are. Give a picture alt text to describe it to visitors who
        cannot see it.
      </p>
      <div className="max-w-2xl">
        <UploadWidget
          label="Upload a picture or PDF"
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: mediaKeys.all })}
        />
      </div>
      <ListScreen
        query={query}
        table={table}
        filters={
          <ListFilters
            selects={[
              {
                label: 'Kind',
                value: kind,
                onChange: (value) => list.set({ kind: value }),
                options: KIND_OPTIONS,
              },
              { label: 'Sort by', value: sort.value, onChange: sort.onSort, options: SORT_OPTIONS },
            ]}
            search={{
              q: list.q,
              onSearch: (q) => list.set({ q }),
              label: 'Search files',
              hint: 'Searches file names, alt text and captions.',
            }}
          />
        }
        loading="Loading the media library…"
        caption={`Media library, page ${list.page} of ${pages}`}
        empty="No files match."
        renderTable={(t) => {
          const rows = t.getRowModel().rows.map((row) => row.original);
          if (rows.length === 0) return <p className="text-muted">No files match.</p>;
          return (
            <ul aria-label="Files" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {rows.map((item) => (
                <li key={item.id} className="overflow-hidden rounded-2xl border border-line bg-white">
                  <MediaThumbnail item={item} className="aspect-[4/3] w-full" />
                  <div className="space-y-1 p-3 text-sm">
                    <button
                      type="button"
                      className="block w-full truncate text-left font-semibold text-maroon underline"
                      onClick={() => list.set({ id: item.id })}
                    >
                      {item.original_name}
                    </button>
                    <p className="text-muted">
                      {[formatBytes(item.bytes), dimensions(item)].filter(Boolean).join(' · ')}
                    </p>
                    <p className="text-muted">{usage(item)}</p>
                    {item.kind === 'image' && !item.alt ? (
                      <p className="font-semibold text-primary-strong">No alt text</p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
        paging={listPaging(list, 'Media library pages', meta)}
      >
        {open ? <MediaDetail key={open.id} item={open} onClose={() => list.set({ id: undefined })} /> : null}
      </ListScreen>
    </ConsoleScreen>
  );
}

/** A file's details: alt text and caption to edit, and delete, refused with the reason while it is in use. */
export function MediaDetail({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inUse = item.used_in.length > 0;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setErrors({});
    setProblem(null);
    update.mutate(
      {
        id: item.id,
        body: { alt: text('alt'), caption: text('caption') },
      },
      {
        onSuccess: () => toast.success(`“${item.original_name}” is saved.`),
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(error.errors);
          setProblem(error instanceof ApiError ? error.message : 'The changes were not saved.');
        },
      },
    );
  };

  const destroy = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(`“${item.original_name}” is deleted.`);
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(error instanceof ApiError ? error.message : 'The file was not deleted.');
      },
    });

  const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink';
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={item.original_name}
      style={{ maxWidth: 720 }}
    >
      <div className="space-y-4 p-4">
        <MediaThumbnail item={item} className="max-h-72 w-full rounded-lg" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Size</dt>
          <dd>{[formatBytes(item.bytes), dimensions(item)].filter(Boolean).join(' · ')}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>
            <code className="break-all">{item.url}</code>
          </dd>
          <dt className="font-semibold">Uploaded</dt>
          <dd>
            {formatLocalDay(item.uploaded_at)}
            {item.uploaded_by ? ` by ${item.uploaded_by}` : ''}
          </dd>
          <dt className="font-semibold">Used in</dt>
          <dd>
            {inUse ? (
              <ul>
                {item.used_in.map((place) => (
                  <li key={place}>{place}</li>
                ))}
              </ul>
            ) : (
              'Nowhere yet'
            )}
          </dd>
        </dl>
        <form onSubmit={save} className="space-y-3" noValidate>
          <div>
            <label htmlFor={`alt-${item.id}`} className="text-sm font-semibold text-maroon">
              Alt text
            </label>
            <input
              id={`alt-${item.id}`}
              name="alt"
              defaultValue={item.alt}
              maxLength={MEDIA_ALT_MAX}
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={`alt-hint-${item.id}`}
              className={field}
            />
            <p
              id={`alt-hint-${item.id}`}
              className={errors.alt ? 'text-sm font-semibold text-primary-strong' : 'text-sm text-muted'}
            >
              {errors.alt ??
                'What the picture shows, for visitors who cannot see it. The site uses it wherever the picture appears.'}
            </p>
          </div>
          <div>
            <label htmlFor={`caption-${item.id}`} className="text-sm font-semibold text-maroon">
              Caption
            </label>
            <textarea
              id={`caption-${item.id}`}
              name="caption"
              defaultValue={item.caption}
              maxLength={MEDIA_CAPTION_MAX}
              rows={3}
              aria-invalid={errors.caption ? true : undefined}
              aria-describedby={errors.caption ? `caption-error-${item.id}` : undefined}
              className={field}
            />
            {errors.caption ? (
              <p id={`caption-error-${item.id}`} className="text-sm font-semibold text-primary-strong">
                {errors.caption}
              </p>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className="font-semibold text-primary-strong">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
              Save
            </button>
            {confirming ? (
              <>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={remove.isPending}
                  onClick={destroy}
                >
                  Delete for good
                </button>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={inUse}
                aria-describedby={inUse ? `in-use-${item.id}` : undefined}
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            )}
            {inUse ? (
              <span id={`in-use-${item.id}`} className="text-sm text-muted">
                In use, so it cannot be deleted: remove it from {item.used_in.join('; ')} first.
              </span>
            ) : null}
          </div>
        </form>
      </div>
    </Dialog>
  );
}
