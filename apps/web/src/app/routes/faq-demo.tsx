import { paths } from '@charity/shared';
import { PAGES } from '#src/config/pages.ts';
import { useContactDemo } from '#src/features/faq/api/get-contact-demo.ts';
import { FaqPage } from '#src/features/faq/components/faq-content.tsx';

/** The FAQ page, plus the demo call docs/product/content-and-pages.md asks of this variant. */
export function Component() {
  useContactDemo();
  const page = PAGES[paths.faqDemo];
  return <FaqPage title={page.title} description={page.description} />;
}
