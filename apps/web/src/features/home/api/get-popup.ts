import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope, popupSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const popupResponse = dataEnvelope(popupSchema.nullable());

const getPopup = (signal?: AbortSignal) => api.get('/api/popup/display', popupResponse, { signal });

export const popupQuery = () =>
  queryOptions({
    queryKey: ['home', 'popup'],
    queryFn: ({ signal }) => getPopup(signal),
    select: (r) => r.data,
    // The popup is an optional extra that appears seconds later: a failure must not put a toast or the
    // full-screen overlay in front of the visitor, but should still be visible to whoever debugs the page.
    meta: { errorReporting: 'console', overlay: false },
  });

export const usePopup = () => useQuery(popupQuery());
