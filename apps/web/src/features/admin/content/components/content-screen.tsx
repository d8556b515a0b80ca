import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import {
  adminPaths,
  CONTENT_RESOURCES,
  isContentResource,
  isTranslatableResource,
  type AdminContentItem,
  type ContentResource,
} from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useContentItem } from '#src/features/admin/content/api/get-content.ts';
import { usePageDraft } from '#src/features/admin/content/api/page-drafts.ts';
import { ContentForm } from '#src/features/admin/content/components/content-form.tsx';
import { EventGallery } from '#src/features/admin/content/components/event-gallery.tsx';
import { ContentList } from '#src/features/admin/content/components/content-list.tsx';
import { RESOURCE_UI } from '#src/features/admin/content/components/resources.ts';
import { RevisionsPanel } from '#src/features/admin/content/components/revisions-panel.tsx';
import { TrashList } from '#src/features/admin/content/components/trash-list.tsx';
import { TranslationPanel } from '#src/features/admin/translations/components/translation-panel.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-1 text-sm font-semibold ${isActive ? 'bg-primary-soft text-primary-strong' : 'text-maroon hover:bg-sand'}`;

function ResourceTabs() {
  return (
    <nav aria-label="Content types">
      <ul className="flex flex-wrap gap-1">
        {CONTENT_RESOURCES.map((resource) => (
          <li key={resource}>
            <NavLink to={adminPaths.contentList(resource)} className={tabClass}>
              {RESOURCE_UI[resource].plural}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={adminPaths.contentTrash} className={tabClass}>
            Trash
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The edit screen's two languages as tabs (docs/product/languages.md "Translating content"): the English form and
 * the Kannada panel. Both stay mounted, so switching never loses what was typed in either.
 */
function LanguageTabs({ english, kannada }: { english: ReactNode; kannada: ReactNode }) {
  const [tab, setTab] = useState<'en' | 'kn'>('en');
  const base = useId();
  const tabs = [
    { id: 'en', label: 'English', panel: english },
    { id: 'kn', label: 'Kannada (ಕನ್ನಡ)', panel: kannada },
  ] as const;
  return (
    <div>
      <div role="tablist" aria-label="Language" className="flex gap-1 border-b border-line">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${base}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${base}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = id === 'en' ? 'kn' : 'en';
              setTab(next);
              document.getElementById(`${base}-${next}-tab`)?.focus();
            }}
            className={`-mb-px rounded-t-lg border px-4 py-2 font-semibold ${tab === id ? 'border-line border-b-white bg-white text-primary-strong' : 'border-transparent text-maroon hover:bg-sand'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ id, panel }) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-${id}-panel`}
          aria-labelledby={`${base}-${id}-tab`}
          hidden={tab !== id}
          className="space-y-6 pt-6"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}

function EditItem({ resource, id }: { resource: ContentResource; id: number }) {
  const ui = RESOURCE_UI[resource];
  const query = useContentItem(resource, id);
  // A page's saves are drafts (docs/product/console.md "Drafts of pages"): its form opens on the draft, if any.
  const isPage = resource === 'pages';
  const draft = usePageDraft(id, isPage);
  // A restored revision changes the record under the form: the form starts again from the restored record.
  const [generation, setGeneration] = useState(0);
  if (query.isError) return <QueryFailure query={query} />;
  if (isPage && draft.isError) return <QueryFailure query={draft} />;
  if (query.isPending || (isPage && draft.isPending)) {
    return <Loading>Loading…</Loading>;
  }
  const english = (
    <>
      <p>
        <a href={ui.sitePath(query.data)} target="_blank" rel="noopener" className="font-semibold underline">
          View on site<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {query.data.published ? null : (
          <span className="ml-2 text-muted">(unpublished: visitors do not see it)</span>
        )}
      </p>
      <ContentForm
        key={`${resource}-${id}-${generation}`}
        resource={resource}
        item={query.data}
        {...(isPage ? { pageDraft: draft.data ?? null } : {})}
      />
      {resource === 'events' ? <EventGallery event={query.data as AdminContentItem<'events'>} /> : null}
      <RevisionsPanel resource={resource} id={id} onRestored={() => setGeneration((n) => n + 1)} />
    </>
  );
  if (!isTranslatableResource(resource)) return english;
  return (
    <LanguageTabs
      english={english}
      kannada={<TranslationPanel key={`${generation}`} resource={resource} item={query.data} />}
    />
  );
}

/**
 * The content area (docs/product/console.md): `rest` is the path below /admin/content: nothing (choose a type),
 * `{resource}`, `{resource}/new` or `{resource}/{id}`.
 */
export function ContentScreen({ rest }: { rest: string }) {
  const [segment = '', action, extra] = rest.split('/');
  const resource = isContentResource(segment) ? segment : null;
  const trash = segment === 'trash' && action === undefined;
  const id = action && /^\d+$/.test(action) ? Number(action) : null;
  const valid =
    extra === undefined && (!segment || (resource && (!action || action === 'new' || id !== null)));

  let title: string;
  let body;
  if (trash) {
    title = 'Trash';
    body = (
      <>
        <ResourceTabs />
        <TrashList />
      </>
    );
  } else if (!valid) {
    title = 'Content';
    body = (
      <p>
        There is no such content page.{' '}
        <Link to={adminPaths.content} className="underline">
          Back to content
        </Link>
      </p>
    );
  } else if (!resource) {
    title = 'Content';
    body = (
      <>
        <p>Choose what to edit. Unpublished items are kept but never shown on the site.</p>
        <ResourceTabs />
      </>
    );
  } else {
    const ui = RESOURCE_UI[resource];
    title = action === 'new' ? `New ${ui.singular}` : id !== null ? `Edit ${ui.singular}` : ui.plural;
    body = (
      <>
        <ResourceTabs />
        {action === 'new' ? (
          <ContentForm key={`${resource}-new`} resource={resource} />
        ) : id !== null ? (
          <EditItem resource={resource} id={id} />
        ) : (
          <ContentList key={resource} resource={resource} />
        )}
      </>
    );
  }
  return <ConsoleScreen title={title}>{body}</ConsoleScreen>;
}
