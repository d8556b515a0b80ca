import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  adminPaths,
  CONTENT_MESSAGES,
  formatDateInIndia,
  formatDateTimeInIndia,
  TRASH_DAYS,
  type ContentTrashItem,
} from '@charity/shared';
import { Link, useNavigate } from 'react-router';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { DataTable } from '#src/features/admin/ui/data-table.tsx';
import { Pager } from '#src/features/admin/ui/pager.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useContentTrash, useTrashAction } from '#src/features/admin/content/api/trash.ts';
import { RESOURCE_UI } from '#src/features/admin/content/components/resources.ts';
import { useListTable } from '#src/features/admin/list/list-screen.tsx';

const column = createColumnHelper<ContentTrashItem>();

/**
 * Deleted content of every kind (docs/product/console.md "Trash"): what it was, who deleted it and when, with
 * Restore (back where it was, under the same address) and Delete forever (asks first). Items older than
 * TRASH_DAYS days are emptied by the site.
 */
export function TrashList() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useContentTrash(page);
  const action = useTrashAction();
  const [forgetting, setForgetting] = useState<ContentTrashItem | null>(null);

  const { mutate, isPending: busy } = action;

  // On a phone each item is a card ("Type: event", "Deleted by: Lakshmi", …), like the other console lists.
  const columns = useMemo(() => {
    const restore = (item: ContentTrashItem) =>
      mutate(
        { id: item.id, action: 'restore' },
        {
          onSuccess: () =>
            toast.success(`“${item.label}” is restored.`, {
              action: {
                label: 'Open',
                onClick: () => void navigate(adminPaths.contentItem(item.resource, item.record_id)),
              },
            }),
        },
      );
    return [
      column.accessor('resource', {
        header: 'Type',
        cell: (info) => (
          <span className="inline-block first-letter:uppercase">{RESOURCE_UI[info.getValue()].singular}</span>
        ),
      }),
      column.accessor('label', {
        header: 'Name',
        cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
      }),
      column.accessor((item) => item.deleted_by?.name ?? '—', { id: 'deleted_by', header: 'Deleted by' }),
      column.accessor('deleted_at', {
        header: 'Deleted on',
        cell: (info) => (
          <>
            {formatDateTimeInIndia(info.getValue())}{' '}
            <span className="block text-muted">
              emptied on {formatDateInIndia(info.row.original.purge_at)}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: (info) => {
          const item = info.row.original;
          return (
            <div className="flex flex-wrap gap-2 md:justify-end">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={() => restore(item)}
                aria-label={`Restore ${item.label}`}
              >
                Restore
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={() => setForgetting(item)}
                aria-label={`Delete forever ${item.label}`}
              >
                Delete forever
              </button>
            </div>
          );
        },
      }),
    ];
  }, [busy, mutate, navigate]);
  const table = useListTable(query.data?.data, columns);

  if (query.isError) return <QueryFailure query={query} />;
  if (query.isPending) {
    return <Loading>Loading the trash…</Loading>;
  }
  const { data: items, meta } = query.data;
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));

  return (
    <div className="space-y-4">
      <p>
        Deleted items wait here for {TRASH_DAYS} days and can be restored until then; after that the site
        deletes them for good. Nothing here is shown on the site.
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-5">The trash is empty.</p>
      ) : (
        <DataTable table={table} caption="Deleted content" empty="The trash is empty." />
      )}
      {pages > 1 ? (
        <Pager label="Pages" page={page} pages={pages} total={undefined} onPage={setPage} />
      ) : null}
      <p>
        <Link to={adminPaths.content} className="underline">
          Back to content
        </Link>
      </p>
      <Dialog
        open={forgetting !== null}
        onOpenChange={(open) => {
          if (!open) setForgetting(null);
        }}
        title="Delete forever?"
        style={{ maxWidth: 480 }}
      >
        <div className="space-y-4 p-5">
          <p>
            “{forgetting?.label ?? ''}” and its saved versions will be deleted for good. This cannot be
            undone.
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setForgetting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={action.isPending}
              onClick={() => {
                if (!forgetting) return;
                const { id, label } = forgetting;
                action.mutate(
                  { id, action: 'delete' },
                  {
                    onSuccess: () => toast.success(`“${label}”: ${CONTENT_MESSAGES.deletedForever}`),
                    onSettled: () => setForgetting(null),
                  },
                );
              }}
            >
              Delete forever
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
