import { LegalPage } from '#src/features/about/components/legal-page.tsx';

/**
 * docs/product/giving.md fixes two facts of this policy (a written request within one day, an answer within 30
 * working days); the shipped text (shared default-pages.ts) states them. The words are content editors change in the console (docs/product/content-and-pages.md "Pages as content"). */
export function Component() {
  return <LegalPage slug="donation-refund-policy" />;
}
