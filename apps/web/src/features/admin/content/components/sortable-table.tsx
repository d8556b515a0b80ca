import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { GripVertical } from 'lucide-react';
import { cellLabel, tableClasses } from '#src/features/admin/ui/data-table.tsx';

/**
 * The console's table (as ui/data-table.tsx, cards on a phone too) whose rows can be dragged into a new order with @dnd-kit:
 * by the grip with a pointer, or with the keyboard (focus the grip, space, arrows, space). `onMove` gets the row
 * ids in their new order; the screen saves it.
 */
export function SortableTable<T>({
  table,
  caption,
  empty,
  label,
  onMove,
  disabled,
}: {
  table: Table<T>;
  caption: ReactNode;
  empty: ReactNode;
  /** The grip's accessible name for a row, e.g. "Move “Seva camp”". */
  label: (row: T) => string;
  onMove: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const rows = table.getRowModel().rows;
  const ids = rows.map((row) => row.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    onMove(next);
  };
  const columns = table.getVisibleLeafColumns().length + 1;
  return (
    <div className={tableClasses.frame}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <table className={tableClasses.table}>
          <caption className="sr-only">{caption}</caption>
          <thead className={tableClasses.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className={tableClasses.headRow}>
                <th scope="col" className="w-10 px-2 py-3 max-md:hidden">
                  <span className="sr-only">Order</span>
                </th>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={tableClasses.headCell}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={tableClasses.body}>
            {rows.length === 0 ? (
              <tr className="max-md:block">
                <td colSpan={columns} className={tableClasses.empty}>
                  {empty}
                </td>
              </tr>
            ) : (
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                {rows.map((row) => (
                  <SortableRow
                    key={row.id}
                    row={row}
                    label={label(row.original)}
                    disabled={disabled ?? false}
                  />
                ))}
              </SortableContext>
            )}
          </tbody>
        </table>
      </DndContext>
    </div>
  );
}

function SortableRow<T>({ row, label, disabled }: { row: Row<T>; label: string; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled });
  // Translate only: scaling a table row would squash its cells.
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <tr ref={setNodeRef} style={style} className={`${tableClasses.row} ${isDragging ? 'bg-sand' : ''}`}>
      <td className="px-2 py-3 max-md:float-right max-md:p-0">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="cursor-grab rounded p-1 text-muted hover:text-maroon disabled:cursor-not-allowed"
          disabled={disabled}
          {...attributes}
          {...listeners}
          aria-label={label}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      </td>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} data-label={cellLabel(cell.column)} className={tableClasses.cell}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}
