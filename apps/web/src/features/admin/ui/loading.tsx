import type { ReactNode } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';

/**
 * What a console screen or panel shows while its data comes: a spinner and the words, one status a screen reader
 * announces (docs/product/console.md). `small` is a panel's inside a card.
 */
export function Loading({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return (
    <div role="status" className="flex items-center gap-3">
      <Spinner className={small ? 'size-5' : 'size-6'} /> {children}
    </div>
  );
}
