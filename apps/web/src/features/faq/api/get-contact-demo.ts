import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

// docs/product/forms-and-subscriptions.md: the answer is unused, so any JSON body is accepted.
const anyResponse = z.unknown();

const getContactDemo = (signal?: AbortSignal) => api.get('/api/contact/demo', anyResponse, { signal });

/** The FAQ demo variant's call on load (docs/product/forms-and-subscriptions.md); its response is ignored. */
export const useContactDemo = () =>
  useQuery({
    queryKey: ['faq', 'contact-demo'],
    queryFn: async ({ signal }) => {
      await getContactDemo(signal);
      // Resolve to null so the cache never holds whatever the server sent.
      return null;
    },
  });
