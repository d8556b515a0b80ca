import type { ReactNode } from 'react';
import type { GalleryItem } from '#src/features/admin/content/hooks/use-event-gallery.ts';

type AttachedItemsProps = {
  items: readonly GalleryItem[];
  /** The list's accessible name. */
  label: string;
  /** Names each item in its buttons: "Earlier picture 2". */
  noun: string;
  empty: string;
  /** A change is being saved: the buttons wait for it. */
  busy: boolean;
  className?: string;
  /** The item as the editor recognises it (a thumbnail, a title). */
  children: (item: GalleryItem, index: number) => ReactNode;
  onMove: (index: number, by: -1 | 1) => void;
  onDetach: (item: GalleryItem) => void;
};

/**
 * The gallery items on an event, in the order its page shows them, each with "Earlier", "Later" and "Take off the
 * event" (docs/product/console.md). Buttons rather than dragging: a short list, and every one is a plain button a
 * keyboard or a screen reader reaches without learning a gesture.
 */
export function AttachedItems({
  items,
  label,
  noun,
  empty,
  busy,
  className = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  children,
  onMove,
  onDetach,
}: AttachedItemsProps) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ol className={className} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className="space-y-2 rounded-xl border border-line p-3">
          {children(item, index)}
          <div className="flex flex-wrap gap-2">
            <ItemButton disabled={busy || index === 0} onClick={() => onMove(index, -1)}>
              Earlier <span className="sr-only">{`${noun} ${index + 1}`}</span>
            </ItemButton>
            <ItemButton disabled={busy || index === items.length - 1} onClick={() => onMove(index, 1)}>
              Later <span className="sr-only">{`${noun} ${index + 1}`}</span>
            </ItemButton>
            <ItemButton disabled={busy} onClick={() => onDetach(item)}>
              Take off the event <span className="sr-only">{`(${noun} ${index + 1})`}</span>
            </ItemButton>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ItemButton(props: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return <button type="button" className="btn btn-outline btn-sm" {...props} />;
}
