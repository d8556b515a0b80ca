import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONTENT_MESSAGES, IMAGE_WIDTHS, type AdminContentItem } from '@charity/shared';
import { UploadWidget } from '#src/features/admin/components/upload-widget.tsx';
import { reorderContent } from '#src/features/admin/content/api/bulk-content.ts';
import { createContent } from '#src/features/admin/content/api/create-content.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';
import { useContentList } from '#src/features/admin/content/api/list-content.ts';
import { updateContent } from '#src/features/admin/content/api/update-content.ts';
import { picturePair } from '#src/features/admin/content/components/content-form.tsx';

type Picture = AdminContentItem & { id: number; title: string; image_small: string };

/**
 * An event's own gallery pictures on its form (docs/product/console.md): upload a new one (it joins the event,
 * titled and filed under the event's seva), move a picture earlier or later (the order its page shows), or take it
 * off the event (it stays in the gallery). Each change is saved at once, through the same API as the tables.
 */
export function EventGallery({ event }: { event: AdminContentItem }) {
  const { name, category } = event as AdminContentItem & { name: string; category: string };
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useContentList('gallery-images', {
    event_id: event.id,
    sort: '-sort_order',
    per_page: 100,
  });
  const pictures = (query.data?.data ?? []) as Picture[];
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.resource('gallery-images') });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The change was not saved.');
    } finally {
      await refresh();
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = pictures.map((picture) => picture.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => reorderContent('gallery-images', ids), CONTENT_MESSAGES.reordered);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold">
        Gallery pictures of this event
      </h2>
      <UploadWidget
        label="Add a picture to this event"
        accept="image"
        onUploaded={(result) => {
          const pair = picturePair(result, IMAGE_WIDTHS);
          if (!pair) return;
          void run(
            () =>
              createContent('gallery-images', {
                ...pair,
                title: name,
                category,
                event_id: event.id,
              }),
            'The picture is added to the event.',
          );
        }}
      />
      {pictures.length === 0 ? (
        <p className="text-muted">No pictures yet.</p>
      ) : (
        <ol
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Pictures in the order the page shows"
        >
          {pictures.map((picture, index) => (
            <li key={picture.id} className="space-y-2 rounded-xl border border-line p-3">
              <img
                src={picture.image_small}
                alt={`${picture.title} (${index + 1})`}
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Earlier <span className="sr-only">picture {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Later <span className="sr-only">picture {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() =>
                    void run(
                      () => updateContent('gallery-images', picture.id, { event_id: null }),
                      'The picture is taken off the event; it stays in the gallery.',
                    )
                  }
                >
                  Take off the event <span className="sr-only">(picture {index + 1})</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
