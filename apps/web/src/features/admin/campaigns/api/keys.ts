/** TanStack Query keys of the campaign reads, in one place so mutations invalidate the right ones. */
export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  lists: ['admin', 'campaigns', 'list'] as const,
  list: (page: number) => ['admin', 'campaigns', 'list', page] as const,
  detail: (id: number) => ['admin', 'campaigns', 'detail', id] as const,
};
