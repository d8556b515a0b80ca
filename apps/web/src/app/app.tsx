import type { QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { AppProvider } from '#src/app/provider.tsx';
import { AppRouter } from '#src/app/router.tsx';

type AppProps = {
  /** Already holding the server's query results when the page was rendered there (main.tsx). */
  queryClient?: QueryClient;
  hydrationData?: HydrationState;
};

export function App({ queryClient, hydrationData }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter hydrationData={hydrationData} />
    </AppProvider>
  );
}
