import type { ReactNode } from 'react';
import { Flower2 } from 'lucide-react';

type EmptyStateProps = {
  title: string;
  message?: string;
  /** e.g. a "Show all" link when a filter or search found nothing. */
  action?: ReactNode;
};

/**
 * What a list shows instead of a grid when it has nothing to show (docs/product/content-and-pages.md: no pagination then
 * either).
 */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-sand-deep bg-white/60 px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <Flower2 aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
      {message ? <p className="mt-2 text-muted">{message}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
