import { FaqPage } from '#src/features/faq/components/faq-content.tsx';

/** The words are content editors change in the console (docs/product/content-and-pages.md "Pages as content"). */
export function Component() {
  return <FaqPage />;
}
