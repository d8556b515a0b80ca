import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { NewsletterDetail } from '#src/features/admin/newsletters/components/newsletter-detail.tsx';
import { NewsletterForm } from '#src/features/admin/newsletters/components/newsletter-form.tsx';
import { NewslettersScreen } from '#src/features/admin/newsletters/components/newsletters-screen.tsx';

/** The console's newsletters (coordinator): the list. */
export function NewslettersPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Newsletters</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Newsletters
      </h1>
      <NewslettersScreen />
    </section>
  );
}

/** Compose a new newsletter; saving it opens its own page. */
export function NewNewsletterPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>New newsletter</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        New newsletter
      </h1>
      <NewsletterForm />
    </section>
  );
}

/** One newsletter: its draft, or its send's progress. */
export function NewsletterPage({ id }: { id: number }) {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Newsletter</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Newsletter #{id}
      </h1>
      <NewsletterDetail id={id} />
    </section>
  );
}
