import { useState } from 'react';
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
import { Spinner } from '#src/components/ui/spinner.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Pager } from '#src/features/admin/ui/pager.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useContentTrash, useTrashAction } from '#src/features/admin/content/api/trash.ts';
import { RESOURCE_UI } from '#src/features/admin/content/components/resources.ts';

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

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner className="size-6" /> Loading the trash…
      </div>
    );
  }
  const { data: items, meta } = query.data;
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const restore = (item: ContentTrashItem) =>
    action.mutate(
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

  return (
    <div className="space-y-4">
      <p>
        Deleted items wait here for {TRASH_DAYS} days and can be restored until then; after that the site
        deletes them for good. Nothing here is shown on the site.
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-5">The trash is empty.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Deleted content</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-3">
                  Type
                </th>
                <th scope="col" className="p-3">
                  Name
                </th>
                <th scope="col" className="hidden p-3 sm:table-cell">
                  Deleted by
                </th>
                <th scope="col" className="p-3">
                  Deleted on
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-line last:border-0">
                  <td className="p-3 first-letter:uppercase">{RESOURCE_UI[item.resource].singular}</td>
                  <td className="p-3">
                    <span className="font-semibold">{item.label}</span>
                    {/* On a phone the deleter goes under the name, so the table fits without scrolling. */}
                    <span className="block text-muted sm:hidden">by {item.deleted_by?.name ?? '—'}</span>
                  </td>
                  <td className="hidden p-3 sm:table-cell">{item.deleted_by?.name ?? '—'}</td>
                  <td className="p-3">
                    {formatDateTimeInIndia(item.deleted_at)}{' '}
                    <span className="block text-muted">emptied on {formatDateInIndia(item.purge_at)}</span>
                  </td>
                  <td className="p-3">
                    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={action.isPending}
                        onClick={() => restore(item)}
                        aria-label={`Restore ${item.label}`}
                      >
                        Restore
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={action.isPending}
                        onClick={() => setForgetting(item)}
                        aria-label={`Delete forever ${item.label}`}
                      >
                        Delete forever
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
