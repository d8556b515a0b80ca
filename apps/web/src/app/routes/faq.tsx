import { paths } from '@charity/shared';
import { PAGES } from '#src/config/pages.ts';
import { FaqPage } from '#src/features/faq/components/faq-content.tsx';

export function Component() {
  const page = PAGES[paths.faq];
  return <FaqPage title={page.title} description={page.description} />;
}
