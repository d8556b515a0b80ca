import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { NewsletterDetail } from '#src/features/admin/newsletters/components/newsletter-detail.tsx';
import { NewsletterForm } from '#src/features/admin/newsletters/components/newsletter-form.tsx';
import { NewslettersScreen } from '#src/features/admin/newsletters/components/newsletters-screen.tsx';

/** The console's newsletters (coordinator): the list. */
export function NewslettersPage() {
  return (
    <ConsoleScreen title="Newsletters">
      <NewslettersScreen />
    </ConsoleScreen>
  );
}

/** Compose a new newsletter; saving it opens its own page. */
export function NewNewsletterPage() {
  return (
    <ConsoleScreen title="New newsletter">
      <NewsletterForm />
    </ConsoleScreen>
  );
}

/** One newsletter: its draft, or its send's progress. */
export function NewsletterPage({ id }: { id: number }) {
  return (
    <ConsoleScreen title="Newsletter" heading={`Newsletter #${id}`}>
      <NewsletterDetail id={id} />
    </ConsoleScreen>
  );
}
