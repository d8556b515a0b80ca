import type { AdminContentItem } from '@charity/shared';
import { EventPictures } from '#src/features/admin/content/components/event-pictures.tsx';
import { EventVideos } from '#src/features/admin/content/components/event-videos.tsx';

/**
 * An event's own gallery on its form, below the event's fields (docs/product/console.md): its pictures and its
 * videos, each change saved at once through the same API as the tables.
 */
export function EventGallery({ event }: { event: AdminContentItem<'events'> }) {
  return (
    <>
      <EventPictures event={event} />
      <EventVideos event={event} />
    </>
  );
}
