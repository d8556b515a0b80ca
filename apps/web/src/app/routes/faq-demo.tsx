import { useContactDemo } from '#src/features/faq/api/get-contact-demo.ts';
import { FaqPage } from '#src/features/faq/components/faq-content.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The FAQ page, plus the demo call docs/product/content-and-pages.md asks of this variant. */
export function Component() {
  useContactDemo();
  const t = useT();
  const page = { title: t(m['pages.faq.title']), description: t(m['pages.faq.description']) };
  return <FaqPage title={page.title} description={page.description} />;
}
