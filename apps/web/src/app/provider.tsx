import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoadingOverlay } from '#src/components/ui/loading-overlay.tsx';
import { Toaster } from '#src/components/ui/toaster.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

/** App-wide providers: data fetching, toasts and the loading overlay. Tests pass their own query client. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <LoadingOverlay />
      <Toaster />
    </QueryClientProvider>
  );
}
