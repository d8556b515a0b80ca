import type { TranslationStatus } from '@charity/shared';
import { StatusTag, type StatusTone } from '#src/components/ui/status-tag.tsx';

const TAGS: Record<TranslationStatus, { tone: StatusTone; label: string }> = {
  missing: { tone: 'other', label: 'Not translated' },
  outdated: { tone: 'attention', label: 'Outdated' },
  current: { tone: 'done', label: 'Translated' },
};

/** Where a record's Kannada version stands (docs/product/languages.md "Translating content"), as the one status tag. */
export function TranslationStatusTag({ status }: { status: TranslationStatus }) {
  const { tone, label } = TAGS[status];
  return (
    <StatusTag tone={tone}>
      <span className="sr-only">Kannada: </span>
      {label}
    </StatusTag>
  );
}

/** The filter's options: the same words as the tags. */
export const TRANSLATION_FILTER_OPTIONS = [
  { value: 'missing', label: 'Kannada: not translated' },
  { value: 'outdated', label: 'Kannada: outdated' },
  { value: 'current', label: 'Kannada: translated' },
] as const;
