import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { AppProvider } from '#src/app/provider.tsx';
import { AppRouter } from '#src/app/router.tsx';
import { localeOfPath } from '#src/lib/i18n.ts';

type AppProps = {
  /** Already holding the server's query results when the page was rendered there (main.tsx). */
  queryClient?: QueryClient;
  /** Made from the server's loader results when the page was rendered there (main.tsx); else made on mount. */
  router?: DataRouter;
};

export function App({ queryClient, router }: AppProps) {
  return (
    // The language of the page's address: switching it loads the other language's page (a plain link).
    <AppProvider queryClient={queryClient} locale={localeOfPath(window.location.pathname)}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
