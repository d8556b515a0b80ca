import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { adminContentSpecs, type AdminContentItem } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm, type FormSchema } from '#src/components/forms/use-api-form.ts';
import { createContent } from '#src/features/admin/content/api/create-content.ts';
import { AttachedItems } from '#src/features/admin/content/components/attached-items.tsx';
import { GalleryPicker } from '#src/features/admin/content/components/gallery-picker.tsx';
import { VIDEO_HINT } from '#src/features/admin/content/components/resources.ts';
import { useEventGallery } from '#src/features/admin/content/hooks/use-event-gallery.ts';

type Event = AdminContentItem<'events'>;

/**
 * A new gallery video on the event, checked with the gallery-video schema itself: a watch, short or embed link
 * is sent as the embed link, anything else gets the schema's message under the field, and so do the server's.
 */
function AddVideoForm({ event, onAdded }: { event: Event; onAdded: () => Promise<unknown> }) {
  const headingId = useId();
  // The fields not shown are the event's: its seva and id; published as every new item.
  const defaults = {
    video: '',
    title: '',
    category: event.category,
    event_id: event.id,
    published: true,
    sort_order: 0,
  };
  // The gallery-video schema itself (its link transform included), typed loosely by field name.
  const schema: FormSchema = adminContentSpecs['gallery-videos'].create;
  // Through the form kit (docs/decisions/0046): the schema's and the server's messages under their fields, as on every form.
  const api = useApiForm({
    schema,
    defaultValues: defaults,
    serverFields: ['video', 'title'],
    send: (values: FieldValues) => createContent('gallery-videos', values),
    successToast: 'The video is added to the event.',
    onSuccess: () => void onAdded(),
  });
  return (
    <Form api={api} aria-labelledby={headingId} className="space-y-3 rounded-xl border border-line p-4">
      <h3 id={headingId} className="font-semibold text-maroon">
        Add a video by its YouTube link
      </h3>
      <TextField name="video" label="YouTube link" hint={VIDEO_HINT} inputMode="url" spellCheck={false} />
      <TextField name="title" label="Video title" />
      <SubmitButton className="btn-sm">Add the video</SubmitButton>
    </Form>
  );
}

/**
 * An event's gallery videos on its form (docs/product/console.md): add one by its YouTube link, choose videos
 * already in the gallery, move them earlier or later (the order its page shows), or take one off the event (it
 * stays in the gallery).
 */
export function EventVideos({ event }: { event: Event }) {
  const headingId = useId();
  const gallery = useEventGallery('gallery-videos', event.id);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold">
        Videos of this event
      </h2>
      <AddVideoForm event={event} onAdded={gallery.refresh} />
      <GalleryPicker resource="gallery-videos" busy={gallery.busy} onAttach={gallery.attach} />
      <AttachedItems
        items={gallery.items}
        label="Videos in the order the page shows"
        noun="video"
        empty={gallery.loading ? 'Loading the videos…' : 'No videos yet.'}
        busy={gallery.busy}
        className="grid gap-4 sm:grid-cols-2"
        onMove={gallery.move}
        onDetach={gallery.detach}
      >
        {(item) => (
          <a href={String(item.video)} target="_blank" rel="noopener" className="font-semibold underline">
            {item.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </AttachedItems>
    </section>
  );
}
