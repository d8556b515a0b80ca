import { useId } from 'react';
import { IMAGE_WIDTHS, type AdminContentItem } from '@charity/shared';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';
import { createContent } from '#src/features/admin/content/api/create-content.ts';
import { AttachedItems } from '#src/features/admin/content/components/attached-items.tsx';
import { picturePair } from '#src/features/admin/content/components/content-form.tsx';
import { GalleryPicker } from '#src/features/admin/content/components/gallery-picker.tsx';
import { useEventGallery, type GalleryItem } from '#src/features/admin/content/hooks/use-event-gallery.ts';

const smallOf = (item: GalleryItem) => String(item.image_small);

/**
 * An event's gallery pictures on its form (docs/product/console.md): upload a new one (it joins the event, titled
 * after it and filed under its seva), choose pictures already in the gallery, move them earlier or later (the
 * order its page shows), or take one off the event (it stays in the gallery).
 */
export function EventPictures({ event }: { event: AdminContentItem<'events'> }) {
  const headingId = useId();
  const gallery = useEventGallery('gallery-images', event.id);
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
          void gallery.run(
            () =>
              createContent('gallery-images', {
                ...pair,
                title: event.name,
                category: event.category,
                event_id: event.id,
              }),
            'The picture is added to the event.',
          );
        }}
      />
      <GalleryPicker
        resource="gallery-images"
        busy={gallery.busy}
        onAttach={gallery.attach}
        preview={(item) => (
          <img src={smallOf(item)} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
        )}
      />
      <AttachedItems
        items={gallery.items}
        label="Pictures in the order the page shows"
        noun="picture"
        empty={gallery.loading ? 'Loading the pictures…' : 'No pictures yet.'}
        busy={gallery.busy}
        onMove={gallery.move}
        onDetach={gallery.detach}
      >
        {(item, index) => (
          <img
            src={smallOf(item)}
            alt={`${item.title} (${index + 1})`}
            className="aspect-[4/3] w-full rounded-lg object-cover"
          />
        )}
      </AttachedItems>
    </section>
  );
}
