import { LegalPage } from '#src/features/about/components/legal-page.tsx';

/** The words are content editors change in the console (docs/product/content-and-pages.md "Pages as content"). */
export function Component() {
  return <LegalPage slug="privacy-policy" />;
}
