import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type Locale } from '@charity/shared';
import { LoadingOverlay } from '#src/components/ui/loading-overlay.tsx';
import { Toaster } from '#src/components/ui/toaster.tsx';
import { LocaleContext } from '#src/lib/i18n.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The page's language, from its URL (lib/i18n.ts); English unless given. */
  locale?: Locale;
};

/**
 * App-wide providers: the page's language, data fetching, toasts and the loading overlay. Tests pass their own
 * query client.
 */
export function AppProvider({ children, queryClient, locale = DEFAULT_LOCALE }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <LocaleContext value={locale}>
      <QueryClientProvider client={client}>
        {children}
        <LoadingOverlay />
        <Toaster />
      </QueryClientProvider>
    </LocaleContext>
  );
}
