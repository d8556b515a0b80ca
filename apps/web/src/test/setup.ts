import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { failOnUnexpectedRequests, listen, server, startTest } from '#src/test/api-server.ts';

// Route modules are lazy, and the first test to reach one pays for transforming it; on a busy two-core machine that
// alone can pass Testing Library's default 1 s for findBy/waitFor, and 3 s was seen to fail too (an upload, a
// save and a navigation in one waitFor while the server suite ran). A passing wait ends as soon as it holds, so the
// ceiling costs nothing; it stays under the 20 s test timeout so a real failure reports the assertion.
configure({ asyncUtilTimeout: 8000 });

// One fake backend (test/api-server.ts) for every test; each test adds its own answers with `server.use`.
beforeAll(listen);
afterAll(() => server.close());
beforeEach(startTest);

afterEach(() => {
  cleanup();
  // The console keeps form drafts there (features/admin/content/hooks/use-form-draft.ts): none may reach the next test.
  if (typeof window !== 'undefined') window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  failOnUnexpectedRequests();
});

// jsdom implements neither; the layout calls both (scroll restoration, scroll-to-top, reduced-motion check).
// (Server-rendering tests run in Node, without a window: `// @vitest-environment node`.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
