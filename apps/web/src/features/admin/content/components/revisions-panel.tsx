import { useState } from 'react';
import { toast } from 'sonner';
import {
  CONTENT_MESSAGES,
  formatDateTimeInIndia,
  REVISIONS_KEPT,
  type ContentResource,
  type ContentRevision,
} from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useContentRevisions, useRestoreRevision } from '#src/features/admin/content/api/revisions.ts';
import { RESOURCE_UI } from '#src/features/admin/content/components/resources.ts';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  'scheduled-publish': 'Published on schedule',
  'scheduled-unpublish': 'Withdrawn on schedule',
  'restore-revision': 'Restored an earlier version',
  'publish-draft': 'Published a draft',
};

const OTHER_FIELDS: Record<string, string> = {
  image: 'Picture',
  image_small: 'Picture',
  published: 'Published',
  sort_order: 'Order',
  publish_at: 'Publish on',
  unpublish_at: 'Withdraw on',
};

/** The changed fields by their labels on the form, each once (the two picture sizes are one "Picture"). */
function changedLabels(resource: ContentResource, changed: string[]): string {
  const labels = new Map<string, string>();
  for (const field of RESOURCE_UI[resource].fields) if ('name' in field) labels.set(field.name, field.label);
  return [...new Set(changed.map((name) => labels.get(name) ?? OTHER_FIELDS[name] ?? name))].join(', ');
}

/**
 * The record's saved versions (docs/product/console.md "Revisions"): who saved, when (India's time) and what
 * changed, newest first, each with a Restore that asks first. Restoring puts back the version's content as a new
 * save; `onRestored` lets the form below start again from it.
 */
export function RevisionsPanel({
  resource,
  id,
  onRestored,
}: {
  resource: ContentResource;
  id: number;
  onRestored: () => void;
}) {
  const [open, setOpen] = useState(false);
  const query = useContentRevisions(resource, id, open);
  const restore = useRestoreRevision(resource, id);
  const [confirming, setConfirming] = useState<ContentRevision | null>(null);

  return (
    <section
      aria-labelledby="revisions-heading"
      className="space-y-3 rounded-2xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="revisions-heading" className="text-xl font-semibold">
          Revisions
        </h2>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls="revisions-list"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide revisions' : 'Show revisions'}
        </button>
      </div>
      {open ? (
        <div id="revisions-list" className="space-y-3">
          <p className="text-sm text-muted">
            Every save is kept, the newest {REVISIONS_KEPT} of them. Restoring brings back the words and
            pictures of that version; whether the item is published stays as it is.
          </p>
          {query.isError ? (
            <QueryFailure query={query} />
          ) : query.isPending ? (
            <Loading small>Loading revisions…</Loading>
          ) : (
            <ol className="divide-y divide-line">
              {query.data.data.map((revision, index) => (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div>
                    <p className="font-semibold">
                      {ACTIONS[revision.action] ?? revision.action}
                      {index === 0 ? <span className="ml-2 text-sm text-muted">(current)</span> : null}
                    </p>
                    <p className="text-sm text-muted">
                      {formatDateTimeInIndia(revision.created_at)} ·{' '}
                      {revision.staff?.name ?? 'the site (schedule)'}
                      {revision.changed.length > 0
                        ? ` · changed: ${changedLabels(resource, revision.changed)}`
                        : ''}
                    </p>
                  </div>
                  {index === 0 ? null : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => setConfirming(revision)}
                      aria-label={`Restore the version of ${formatDateTimeInIndia(revision.created_at)}`}
                    >
                      Restore
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
      <Dialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title="Restore this version?"
        style={{ maxWidth: 480 }}
      >
        <div className="space-y-4 p-5">
          <p>
            The {RESOURCE_UI[resource].singular} goes back to how it was saved on{' '}
            {confirming ? formatDateTimeInIndia(confirming.created_at) : ''}. Unsaved changes in the form are
            lost; the current version stays in the list, so this can be undone.
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={restore.isPending}
              onClick={() => {
                if (!confirming) return;
                restore.mutate(confirming.id, {
                  onSuccess: () => {
                    toast.success(CONTENT_MESSAGES.revisionRestored);
                    onRestored();
                  },
                  onSettled: () => setConfirming(null),
                });
              }}
            >
              Restore
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
