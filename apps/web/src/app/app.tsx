import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { AppProvider } from '#src/app/provider.tsx';
import { AppRouter } from '#src/app/router.tsx';

type AppProps = {
  /** Already holding the server's query results when the page was rendered there (main.tsx). */
  queryClient?: QueryClient;
  /** Made from the server's loader results when the page was rendered there (main.tsx); else made on mount. */
  router?: DataRouter;
};

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
