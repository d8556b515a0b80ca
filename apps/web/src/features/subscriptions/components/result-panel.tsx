import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleX, MailCheck, MailMinus } from 'lucide-react';
import { paths } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type ResultTone = 'success' | 'error' | 'neutral';

const icons = { success: MailCheck, error: CircleX, neutral: MailMinus } as const;

/**
 * The card the confirm and unsubscribe pages answer with: an icon, a heading, a sentence and the way on. A
 * live region, so the outcome of a call that finishes after the page loaded is announced.
 */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
  /** Defaults to a link home; null for none (while waiting). */
  actions?: ReactNode;
}) {
  const Icon = icons[tone];
  const t = useT();
  return (
    <div
      role="status"
      className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-card sm:px-12"
    >
      <span
        className={`inline-flex size-16 items-center justify-center rounded-full ${
          tone === 'error' ? 'bg-primary-soft text-primary-strong' : 'bg-sand text-maroon'
        }`}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold sm:text-3xl">{title}</h2>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
      {actions === null ? null : (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions ?? (
            <Link to={paths.home} className="btn btn-primary">
              {t(m['error.backHome'])}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
