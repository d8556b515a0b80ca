import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * The site's modal dialog on Radix: Radix traps focus, closes on Escape and on the backdrop, and returns focus to
 * the element that opened it, so callers only decide what goes inside.
 */

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name; shown as a heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** Inline size limits, e.g. `{ maxWidth: 800 }`; the dialog never grows past the viewport. */
  style?: CSSProperties;
  className?: string;
  /** The label of the close button in the corner. */
  closeLabel?: string;
  children: ReactNode;
};

export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  style,
  className = '',
  closeLabel,
  children,
}: DialogProps) {
  // Radix returns focus only to its own Trigger; these dialogs open from ordinary buttons or from a timer, so the
  // element that had focus when the dialog opened is remembered and focused again on close (WCAG 2.4.3).
  const returnFocus = useRef<HTMLElement | null>(null);
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[90] bg-maroon-deep/70 animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          style={style}
          className={`fixed top-1/2 left-1/2 z-[95] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream shadow-2xl animate-fade-in focus:outline-none ${className}`}
        >
          <div
            className={`flex items-center gap-3 px-4 pt-3 ${hideTitle ? 'justify-end' : 'justify-between'}`}
          >
            <RadixDialog.Title
              className={hideTitle ? 'sr-only' : 'font-serif text-xl font-semibold text-maroon'}
            >
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel ?? t(m['listing.close'])}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-maroon hover:bg-primary-soft"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="p-4 pt-2">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding Dialog, for footers such as the popup's "Close". */
export const DialogClose = RadixDialog.Close;
