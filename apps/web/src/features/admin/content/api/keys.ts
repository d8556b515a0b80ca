import type { ContentResource } from '@charity/shared';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** Query keys of the content screens, under the console's (signing out removes them all). */
export const contentKeys = {
  all: [...adminKeys.all, 'content'] as const,
  resource: (resource: ContentResource) => [...adminKeys.all, 'content', resource] as const,
  list: (resource: ContentResource, query: Record<string, string | number | undefined>) =>
    [...adminKeys.all, 'content', resource, 'list', query] as const,
  item: (resource: ContentResource, id: number) =>
    [...adminKeys.all, 'content', resource, 'item', id] as const,
};

/** `/api/admin/{resource}` */
export const contentUrl = (resource: ContentResource, id?: number) =>
  id === undefined ? `/api/admin/${resource}` : `/api/admin/${resource}/${id}`;
