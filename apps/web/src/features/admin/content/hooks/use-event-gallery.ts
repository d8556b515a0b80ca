import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_CONTENT_MAX_PER_PAGE, CONTENT_MESSAGES } from '@charity/shared';
import { reorderContent } from '#src/features/admin/content/api/bulk-content.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';
import { useContentList } from '#src/features/admin/content/api/list-content.ts';
import { updateContent } from '#src/features/admin/content/api/update-content.ts';

/** The two kinds of gallery item an event has. */
export type GalleryResource = 'gallery-images' | 'gallery-videos';

/** The fields of a gallery item the event form uses (the rest are read per kind). */
export type GalleryItem = { id: number; title: string } & Record<string, unknown>;

/** How the event form names each kind, in its buttons and messages. */
export const GALLERY_NOUNS: Record<GalleryResource, { one: string; many: string }> = {
  'gallery-images': { one: 'picture', many: 'pictures' },
  'gallery-videos': { one: 'video', many: 'videos' },
};

export const countOf = (count: number, resource: GalleryResource) =>
  `${count} ${count === 1 ? GALLERY_NOUNS[resource].one : GALLERY_NOUNS[resource].many}`;

/**
 * One kind of an event's gallery items, in the order its page shows them, and the changes the event form makes to
 * them (docs/product/console.md), each saved at once through the content API. One change at a time: `busy` holds
 * until the list is read back, so a move is always worked out from the order the server keeps.
 */
export function useEventGallery(resource: GalleryResource, eventId: number) {
  const queryClient = useQueryClient();
  const noun = GALLERY_NOUNS[resource];
  // An event's gallery is small; one page of the largest size holds it (the order API takes the ids as shown).
  const query = useContentList(resource, {
    event_id: eventId,
    sort: '-sort_order',
    per_page: ADMIN_CONTENT_MAX_PER_PAGE,
  });
  const items = (query.data?.data ?? []) as GalleryItem[];
  const [busy, setBusy] = useState(false);

  /** Reads this kind's lists again: the event's own and the picker's. */
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) });

  /** Saves, says so in a toast, and reads the list back either way; true when the change was saved. */
  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The change was not saved.');
      return false;
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => reorderContent(resource, ids), CONTENT_MESSAGES.reordered);
  };

  const detach = (item: GalleryItem) =>
    void run(
      () => updateContent(resource, item.id, { event_id: null }),
      `The ${noun.one} is taken off the event; it stays in the gallery.`,
    );

  /** Attaches items from the gallery, one PATCH each (each audited as its own change). */
  const attach = (ids: readonly number[]) =>
    run(
      async () => {
        for (const id of ids) await updateContent(resource, id, { event_id: eventId });
      },
      `${countOf(ids.length, resource)} ${ids.length === 1 ? 'is' : 'are'} added to the event.`,
    );

  return { items, loading: query.isPending, busy, run, refresh, move, detach, attach };
}
