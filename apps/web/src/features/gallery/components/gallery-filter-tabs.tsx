import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { GALLERY_FILTERS, type GalleryFilter } from '@charity/shared';
import { CATEGORY_MESSAGES } from '#src/config/navigation.ts';
import { useT, type Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const GALLERY_FILTER_LABELS: Record<GalleryFilter, Message> = { all: m['gallery.all'], ...CATEGORY_MESSAGES };

type GalleryFilterTabsProps = {
  value: GalleryFilter;
  onValueChange: (filter: GalleryFilter) => void;
  /** Names the tab list, e.g. "Filter images". */
  label: string;
  /** The panel of the active tab; Radix mounts only that one. */
  children: ReactNode;
};

/**
 * The All / Madhava Seva / Manava Seva tabs of both galleries (docs/product/content-and-pages.md), an ARIA
 * tablist with arrow-key focus.
 */
export function GalleryFilterTabs({ value, onValueChange, label, children }: GalleryFilterTabsProps) {
  const t = useT();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        const filter = GALLERY_FILTERS.find((candidate) => candidate === next);
        if (filter) onValueChange(filter);
      }}
      // Manual activation: arrows move focus, Enter or Space switches. Each switch is a request and a history entry,
      // so walking past a tab with the arrow keys should not cost either.
      activationMode="manual"
    >
      <Tabs.List
        aria-label={label}
        className="mx-auto flex w-fit max-w-full gap-0.5 overflow-x-auto rounded-full [scrollbar-width:none] sm:gap-1 border border-line bg-white p-1 shadow-card"
      >
        {GALLERY_FILTERS.map((filter) => (
          <Tabs.Trigger
            key={filter}
            value={filter}
            className="min-h-11 shrink-0 rounded-full px-2.5 text-[0.8125rem] whitespace-nowrap font-semibold text-maroon transition-colors hover:bg-primary-soft hover:text-primary-strong data-[state=active]:bg-primary data-[state=active]:text-white sm:px-6 sm:text-base min-[400px]:px-4 min-[400px]:text-sm"
          >
            {t(GALLERY_FILTER_LABELS[filter])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GALLERY_FILTERS.map((filter) => (
        <Tabs.Content key={filter} value={filter} className="mt-10 rounded-2xl">
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
